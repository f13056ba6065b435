import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStore, type EmulatorOrder, type EmulatorState } from './emulator-store';

// The file store is a journal: a change appends only what it changed, a second process sees it, a torn
// last line (a kill mid-write) is dropped, and a compacted or pre-journal file still holds every order.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-emulator-store-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let files = 0;
const freshFile = () => path.join(dir, `state-${files++}.json`);

const order = (id: string): EmulatorOrder => ({
  id,
  status: 'CREATED',
  createTime: new Date().toISOString(),
  updateTime: new Date().toISOString(),
  amount: { currency_code: 'USD', value: '10.00' },
  captureAnswers: {},
});
const addOrders = async (store: ReturnType<typeof createFileStore>, ids: string[]) => {
  for (const id of ids) {
    await store.update((state) => {
      state.orders[id] = order(id);
    });
  }
};
const approve = (state: EmulatorState, id: string) => {
  const found = state.orders[id];
  if (found) found.status = 'APPROVED';
};

describe('the emulator’s file store', () => {
  it('appends only the changed order, leaving what is written as it was, however many orders are stored', async () => {
    const appended = async (orders: number) => {
      const file = freshFile();
      const store = createFileStore(file);
      await addOrders(
        store,
        Array.from({ length: orders }, (_, i) => `O-${i}`),
      );
      const before = fs.readFileSync(file, 'utf8');
      await store.update((state) => approve(state, 'O-5'));
      const after = fs.readFileSync(file, 'utf8');
      expect(after.startsWith(before)).toBe(true);
      return after.slice(before.length);
    };
    const [small, large] = [await appended(10), await appended(1_000)];
    expect(JSON.parse(small)).toMatchObject({ o: 'O-5', v: { status: 'APPROVED' } });
    expect(large.length).toBe(small.length);
  });

  it('shows one process’s changes to another process on the same file', async () => {
    const file = freshFile();
    const [one, two] = [createFileStore(file), createFileStore(file)];
    await addOrders(one, ['A']);
    await two.update((state) => approve(state, 'A'));
    expect(await one.update((state) => state.orders.A?.status)).toBe('APPROVED');
  });

  it('drops a torn last line, keeping every complete change', async () => {
    const file = freshFile();
    await addOrders(createFileStore(file), ['A', 'B']);
    fs.appendFileSync(file, '{"o":"C","v":{"id":"C","sta');
    const reopened = createFileStore(file);
    expect(await reopened.update((state) => Object.keys(state.orders).sort())).toEqual(['A', 'B']);
    await addOrders(reopened, ['D']);
    expect(await createFileStore(file).update((state) => Object.keys(state.orders).sort())).toEqual([
      'A',
      'B',
      'D',
    ]);
  });

  it('keeps every change of calls made at once, in order, and a failing call fails alone', async () => {
    const file = freshFile();
    const store = createFileStore(file);
    const ids = Array.from({ length: 50 }, (_, i) => `B-${i}`);
    const counts = await Promise.all(
      ids.map((id) =>
        store.update((state) => {
          state.orders[id] = order(id);
          return Object.keys(state.orders).length;
        }),
      ),
    );
    expect(counts).toEqual(ids.map((_, i) => i + 1));
    const failing = store.update(() => {
      throw new Error('refused');
    });
    const after = store.update((state) => Object.keys(state.orders).length);
    await expect(failing).rejects.toThrow('refused');
    expect(await after).toBe(50);
    expect(await createFileStore(file).update((state) => Object.keys(state.orders).length)).toBe(50);
  });

  it('keeps every order through compaction, and reads a file from before the journal', async () => {
    const file = freshFile();
    const store = createFileStore(file, { compactAfterBytes: 2_000 });
    await addOrders(
      store,
      Array.from({ length: 40 }, (_, i) => `C-${i}`),
    );
    expect(fs.readFileSync(file, 'utf8').split('\n').length).toBeLessThan(40);
    expect(await createFileStore(file).update((state) => Object.keys(state.orders).length)).toBe(40);

    const legacy = freshFile();
    fs.writeFileSync(legacy, JSON.stringify({ orders: { L: order('L') }, captures: {}, tokens: {} }));
    expect(await createFileStore(legacy).update((state) => state.orders.L?.id)).toBe('L');
  });
});
