import { describe, expect, it } from 'vitest';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder, livestreamOrder } from '../../../tests/support/purchases';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import { badgeListResponseSchema } from '../../contracts/organiser';

describe.each(testEngines)('the badge list on %s', (engine) => {
  const app = appForSuite(engine);

  const badgeList = async () => {
    const answer = await organiserPost(app, '/api/badgelist');
    expect(answer.status).toBe(200);
    return badgeListResponseSchema.parse(answer.body);
  };

  it('is empty before anyone has bought a ticket', async () => {
    expect(await badgeList()).toEqual([]);
  });

  it('holds one badge per in-person ticket bought, by name, with its code and late-registrant flag', async () => {
    const family = inPersonOrder({
      tickets: { adult: 2, child: 1, student: 0, unwaged: 0 },
      amount: 290,
    });
    const familyOrder = await buyTickets(app, {
      ...family,
      info: { ...family.info, names: ['zoë quill', 'Mara Quist', 'ada Lovelace'] },
    });
    const soloOrder = await buyTickets(app, inPersonOrder());
    // Livestream tickets have no badge.
    await buyTickets(app, livestreamOrder(['viewer@example.com'], 30));

    const stored = await app.database.handle.db
      .selectFrom('badges')
      .select(['code', 'name', 'order_id'])
      .execute();
    const codeOf = (name: string, orderId: string) =>
      stored.find((badge) => badge.name === name && badge.order_id === orderId)?.code;

    const list = await badgeList();
    expect(list).toEqual([
      {
        code: codeOf('ada Lovelace', familyOrder),
        names: 'ada Lovelace',
        lateRegistrant: true,
        ticketType: 'child',
        refunded: false,
      },
      {
        code: codeOf('Ada Solver', soloOrder),
        names: 'Ada Solver',
        lateRegistrant: true,
        ticketType: 'adult',
        refunded: false,
      },
      {
        code: codeOf('Ben Setter', soloOrder),
        names: 'Ben Setter',
        lateRegistrant: true,
        ticketType: 'student',
        refunded: false,
      },
      {
        code: codeOf('Mara Quist', familyOrder),
        names: 'Mara Quist',
        lateRegistrant: true,
        ticketType: 'adult',
        refunded: false,
      },
      {
        code: codeOf('zoë quill', familyOrder),
        names: 'zoë quill',
        lateRegistrant: true,
        ticketType: 'adult',
        refunded: false,
      },
    ]);
    expect(new Set(list.map((badge) => badge.code)).size).toBe(5);
  });
});
