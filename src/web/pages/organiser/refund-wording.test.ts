import { describe, expect, it } from 'vitest';
import { refundedFor, stoppedEffect, stoppedList } from './refund-wording';

const rory = { holder: 'Rory Desk', code: 'FW7EYT' };
const sam = { holder: 'Sam Desk', code: 'HA3AVG' };
const quinn = { holder: 'Quinn Desk', code: 'KX4M63' };

describe('what a refund confirmation says it stops', () => {
  it('names one badge in the singular', () => {
    expect(stoppedList([rory], false)).toBe('this badge: Rory Desk (FW7EYT)');
    expect(stoppedEffect(1, false)).toBe('This badge stops admitting at the door.');
  });

  it('names several badges in the plural, with their count', () => {
    expect(stoppedList([quinn, rory, sam], false)).toBe(
      'these 3 badges: Quinn Desk (KX4M63), Rory Desk (FW7EYT) and Sam Desk (HA3AVG)',
    );
    expect(stoppedEffect(2, false)).toBe('These 2 badges stop admitting at the door.');
  });

  it('names livestream viewers and their links', () => {
    const viewer = { holder: 'viewer1@example.com', code: 'QVVARG' };
    expect(stoppedList([viewer], true)).toBe('this viewer: viewer1@example.com (QVVARG)');
    expect(stoppedList([viewer, rory], true)).toMatch(/^these 2 viewers: /);
    expect(stoppedEffect(1, true)).toBe('Their stream link stops working.');
    expect(stoppedEffect(2, true)).toBe('Their 2 stream links stop working.');
  });

  it('names whom a refund was for in its answer', () => {
    expect(refundedFor([rory, sam])).toBe('Rory Desk (FW7EYT) and Sam Desk (HA3AVG)');
  });
});
