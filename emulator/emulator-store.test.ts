import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EmulatorOrder, EmulatorState } from './emulator-records';
import { createStore, type EmulatorStore } from './emulator-store';

// What the emulator's calls rely on from its store: a change is kept whole or not at all, another
// server process on the same file sees it, and it is still there after a restart.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-emulator-store-'));
const opened: EmulatorStore[] = [];
afterAll(() => {
  for (const store of opened) store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
let files = 0;
const freshFile = () => path.join(dir, `state-${files++}.sqlite`);
const open = (file?: string) => {
  const store = createStore(file);
  opened.push(store);
  return store;
};

const order = (id: string): EmulatorOrder => ({
  id,
  status: 'CREATED',
  createTime: new Date().toISOString(),
  updateTime: new Date().toISOString(),
  amount: { currency_code: 'USD', value: '10.00' },
  captureAnswers: {},
});
const addOrder = (state: EmulatorState, id: string) => {
  state.orders[id] = order(id);
};
const orderIds = (state: EmulatorState) => Object.keys(state.orders).sort();

describe('the emulator’s store', () => {
  it('shows one process’s changes to another process on the same file, and after a restart', async () => {
    const file = freshFile();
    const [one, two] = [open(file), open(file)];
    await one.update((state) => addOrder(state, 'A'));
    await two.update((state) => {
      const found = state.orders.A;
      if (found) found.status = 'APPROVED';
    });
    expect(await one.update((state) => state.orders.A?.status)).toBe('APPROVED');
    one.close();
    expect(await open(file).update((state) => state.orders.A?.status)).toBe('APPROVED');
  });

  it('keeps nothing of a call that fails, and the calls around it are kept', async () => {
    const store = open(freshFile());
    await store.update((state) => addOrder(state, 'before'));
    const failing = store.update((state) => {
      addOrder(state, 'half-made');
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    await store.update((state) => addOrder(state, 'after'));
    expect(await store.update(orderIds)).toEqual(['after', 'before']);
  });

  it('keeps every change of calls made at once, in order', async () => {
    const store = open(freshFile());
    const ids = Array.from({ length: 50 }, (_, i) => `B-${i}`);
    const counts = await Promise.all(
      ids.map((id) =>
        store.update((state) => {
          addOrder(state, id);
          return Object.keys(state.orders).length;
        }),
      ),
    );
    expect(counts).toEqual(ids.map((_, i) => i + 1));
  });

  it('removes a deleted record, and finds nothing under names an object inherits', async () => {
    const store = open();
    await store.update((state) => {
      addOrder(state, 'gone');
      state.captures.C1 = 'gone';
    });
    await store.update((state) => {
      delete state.orders.gone;
      delete state.captures.C1;
    });
    expect(
      await store.update((state) => [
        orderIds(state),
        Object.hasOwn(state.captures, 'C1'),
        state.orders['__proto__' as string],
        'constructor' in state.orders,
      ]),
    ).toEqual([[], false, undefined, false]);
  });
});
