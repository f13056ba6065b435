import { describe, expect, it } from 'vitest';
import type { DoorBadge } from '../../../../contracts/check-in';
import type { CheckInResult } from './check-in-api';
import { DoorOutbox, type KeyValueStorage } from './door-outbox';

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const badge = (code: string, name: string): DoorBadge => ({
  code,
  name,
  ticketType: 'adult',
  dietary: null,
  accommodations: null,
  lateRegistrant: false,
  refunded: false,
  checkedInAt: '2025-04-05T14:32:00.000Z',
});

describe('scans made offline at the door', () => {
  it('are kept across a reload, once per code, and sent in the order they were made', async () => {
    const storage = memoryStorage();
    const first = new DoorOutbox(storage, 'door-me');
    first.add('AAAAAA', 'Ada Solver');
    first.add('CCCCCC', null);
    first.add('AAAAAA', 'Ada Solver');

    const reloaded = new DoorOutbox(storage, 'door-me');
    expect(reloaded.getSnapshot().waiting.map((scan) => scan.code)).toEqual(['AAAAAA', 'CCCCCC']);
    const sent: string[] = [];
    await reloaded.flush(async (code) => {
      sent.push(code);
      return { kind: 'checked-in', badge: badge(code, code === 'AAAAAA' ? 'Ada Solver' : 'Cy Clue') };
    });
    expect(sent).toEqual(['AAAAAA', 'CCCCCC']);
    expect(reloaded.getSnapshot().waiting).toEqual([]);
    expect(reloaded.getSnapshot().reports.map((report) => report.message)).toEqual([
      'Sent: Cy Clue (CCCCCC) is checked in.',
      'Sent: Ada Solver (AAAAAA) is checked in.',
    ]);
  });

  it('stay waiting while there is still no connection', async () => {
    const outbox = new DoorOutbox(memoryStorage(), 'door-me');
    outbox.add('AAAAAA', null);
    outbox.add('CCCCCC', null);
    await outbox.flush(async () => ({ kind: 'offline' }));
    expect(outbox.getSnapshot().waiting).toHaveLength(2);
    await outbox.flush(async () => ({ kind: 'failed', status: 401, message: 'Sign in again.' }));
    expect(outbox.getSnapshot().waiting).toHaveLength(2);
    expect(outbox.getSnapshot().reports).toEqual([]);
  });

  it('report a badge another phone checked in meanwhile, and refused codes', async () => {
    const outbox = new DoorOutbox(memoryStorage(), 'door-me');
    outbox.add('AAAAAA', 'Ada Solver');
    outbox.add('QQQQQQ', null);
    const answers: Record<string, CheckInResult> = {
      AAAAAA: {
        kind: 'already',
        badge: badge('AAAAAA', 'Ada Solver'),
        device: 'door-other',
        message: 'Ada Solver (AAAAAA) was already checked in at Sat 10:32 AM EDT.',
      },
      QQQQQQ: {
        kind: 'refused',
        reason: 'unknown',
        badge: undefined,
        message: 'No badge has the code QQQQQQ.',
      },
    };
    await outbox.flush(async (code) => answers[code]!);
    expect(outbox.getSnapshot().reports).toMatchObject([
      { code: 'QQQQQQ', tone: 'error', message: 'Not checked in: No badge has the code QQQQQQ.' },
      {
        code: 'AAAAAA',
        tone: 'warning',
        message:
          "Checked in twice: Ada Solver (AAAAAA) was already checked in at Sat 10:32 AM EDT. This phone's offline scan was not counted again.",
      },
    ]);
    const [report] = outbox.getSnapshot().reports;
    outbox.dismiss(report!.id);
    expect(outbox.getSnapshot().reports).toHaveLength(1);
  });

  it('count a scan whose first send got through (only its answer was lost) as sent, not as twice', async () => {
    const outbox = new DoorOutbox(memoryStorage(), 'door-me');
    outbox.add('AAAAAA', 'Ada Solver');
    await outbox.flush(async () => ({
      kind: 'already',
      badge: badge('AAAAAA', 'Ada Solver'),
      device: 'door-me',
      message: 'Ada Solver (AAAAAA) was already checked in at Sat 10:32 AM EDT.',
    }));
    expect(outbox.getSnapshot().reports).toMatchObject([
      { tone: 'ok', message: 'Sent: Ada Solver (AAAAAA) is checked in.' },
    ]);
  });
});
