import { describe, expect, it } from 'vitest';
import { ticketTypeOfEachName } from './badge-types';
import { inPersonTicketTypes } from './counts';

describe('the ticket type of each badge name', () => {
  it('follows the counters: adults first, then children, students and unwaged', () => {
    expect(ticketTypeOfEachName({ adult: 2, child: 0, student: 1, unwaged: 1 }, inPersonTicketTypes)).toEqual(
      ['adult', 'adult', 'student', 'unwaged'],
    );
  });

  it('is empty when no ticket is chosen', () => {
    expect(ticketTypeOfEachName({ adult: 0, child: 0, student: 0, unwaged: 0 }, inPersonTicketTypes)).toEqual(
      [],
    );
  });
});
