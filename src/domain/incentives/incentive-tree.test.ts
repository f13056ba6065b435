import { describe, expect, it } from 'vitest';
import { parentIdOf } from './incentive';
import { buildIncentiveTree, flattenTree, isExpired, raisedOfParent } from './incentive-tree';
import { incentive } from './test-incentives';

const ids = (nodes: { id: string }[]) => nodes.map((node) => node.id);

describe('the incentive picker tree', () => {
  it('lists soonest expiry first, those without expiry last, and equal expiries by id', () => {
    const tree = buildIncentiveTree([
      incentive('zeta'),
      incentive('late', { expiresMs: 3000 }),
      incentive('alpha'),
      incentive('soon-b', { expiresMs: 1000 }),
      incentive('soon-a', { expiresMs: 1000 }),
    ]);
    expect(ids(tree)).toEqual(['soon-a', 'soon-b', 'late', 'alpha', 'zeta']);
  });

  it('leaves out disabled and hidden incentives and the options of such parents', () => {
    const tree = buildIncentiveTree([
      incentive('shown'),
      incentive('off', { disabled: true }),
      incentive('secret', { type: 'selection', hidden: true }),
      incentive('secret:a'),
      incentive('war', { type: 'bidwar' }),
      incentive('war:kept'),
      incentive('war:gone', { hidden: true }),
      incentive('war:off', { disabled: true }),
    ]);
    expect(ids(flattenTree(tree))).toEqual(['shown', 'war', 'war:kept']);
  });

  it('leaves out expired incentives only when told the time', () => {
    const list = [incentive('open'), incentive('closed', { expiresMs: 500 })];
    expect(ids(buildIncentiveTree(list))).toEqual(['closed', 'open']);
    expect(ids(buildIncentiveTree(list, { nowMs: 500 }))).toEqual(['open']);
    expect(ids(buildIncentiveTree(list, { nowMs: 499 }))).toEqual(['closed', 'open']);
  });

  it('sorts bid war options by raised, with progress relative to the top option', () => {
    const [war] = buildIncentiveTree([
      incentive('war', { type: 'bidwar' }),
      incentive('war:a', { raisedCents: 2500 }),
      incentive('war:b', { raisedCents: 10000 }),
      incentive('war:c', { raisedCents: 5000 }),
    ]);
    expect(ids(war!.options)).toEqual(['war:b', 'war:c', 'war:a']);
    expect(war!.options.map((o) => o.progress)).toEqual([1, 0.5, 0.25]);
    expect(war!.options.every((o) => o.bidwarOption && o.categoryOption)).toBe(true);
  });

  it('gives a bid war the sum of its options as raised, hidden options included', () => {
    const list = [
      incentive('war', { type: 'bidwar' }),
      incentive('war:a', { raisedCents: 700 }),
      incentive('war:b', { raisedCents: 300, hidden: true }),
      incentive('other', { raisedCents: 50 }),
    ];
    expect(buildIncentiveTree(list).find((node) => node.id === 'war')?.raisedCents).toBe(1000);
    expect(raisedOfParent(list[0]!, list)).toBe(1000);
  });

  it('shows bid war options at no progress while nothing is raised', () => {
    const [war] = buildIncentiveTree([incentive('war', { type: 'bidwar' }), incentive('war:a')]);
    expect(war!.options[0]!.progress).toBe(0);
  });

  it('measures a goal as raised over goal, full once reached', () => {
    const tree = buildIncentiveTree([
      incentive('half', { goalCents: 200_000, raisedCents: 50_000 }),
      incentive('over', { goalCents: 1000, raisedCents: 1500 }),
      incentive('none', { raisedCents: 1500 }),
    ]);
    expect(tree.map((node) => [node.id, node.progress])).toEqual([
      ['half', 0.25],
      ['none', null],
      ['over', 1],
    ]);
  });

  it('keeps selection options in the order the organisers gave them and marks them as category options', () => {
    const [selection] = buildIncentiveTree([
      incentive('pick', { type: 'selection' }),
      incentive('pick:6x6', { raisedCents: 100 }),
      incentive('pick:9x9', { expiresMs: 10 }),
      incentive('pick:12x12', { raisedCents: 900 }),
    ]);
    expect(selection!.category).toBe(true);
    expect(ids(selection!.options)).toEqual(['pick:6x6', 'pick:9x9', 'pick:12x12']);
    expect(selection!.options.map((o) => [o.categoryOption, o.bidwarOption])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
  });

  it('starts categories collapsed and marks only bid wars and selections as categories', () => {
    const tree = buildIncentiveTree([
      incentive('war', { type: 'bidwar' }),
      incentive('pick', { type: 'selection' }),
      incentive('puzzle', { type: 'puzzle' }),
      incentive('other'),
    ]);
    expect(tree.map((node) => [node.id, node.category, node.expanded])).toEqual([
      ['other', false, false],
      ['pick', true, false],
      ['puzzle', false, false],
      ['war', true, false],
    ]);
  });

  it('lets an option inherit a larger parent minimum and hide its own', () => {
    const [war] = buildIncentiveTree([
      incentive('war', { type: 'bidwar', minDonationCents: 500 }),
      incentive('war:low', { minDonationCents: 200 }),
      incentive('war:high', { minDonationCents: 1000 }),
      incentive('war:none'),
    ]);
    const byId = Object.fromEntries(war!.options.map((o) => [o.id, o]));
    expect([byId['war:low']!.minDonationCents, byId['war:low']!.hide_min_donation]).toEqual([500, true]);
    expect([byId['war:none']!.minDonationCents, byId['war:none']!.hide_min_donation]).toEqual([500, true]);
    expect([byId['war:high']!.minDonationCents, byId['war:high']!.hide_min_donation]).toEqual([1000, false]);
  });

  it('keeps an option’s own minimum when the parent has none', () => {
    const [pick] = buildIncentiveTree([
      incentive('pick', { type: 'selection' }),
      incentive('pick:a', { minDonationCents: 300 }),
    ]);
    expect([pick!.options[0]!.minDonationCents, pick!.options[0]!.hide_min_donation]).toEqual([300, false]);
  });

  it('asks an option’s prompts after its parent’s', () => {
    const [pick] = buildIncentiveTree([
      incentive('pick', { type: 'selection', infoNeeded: ['Your name'] }),
      incentive('pick:a', { infoNeeded: ['Your city', 'Your name'] }),
    ]);
    expect(pick!.options[0]!.infoNeeded).toEqual(['Your name', 'Your city']);
  });
});

describe('incentive ids and expiry', () => {
  it('reads the parent from a child id', () => {
    expect(parentIdOf('war:killer')).toBe('war');
    expect(parentIdOf('war')).toBeNull();
  });

  it('expires at the expiry moment, never without one', () => {
    expect(isExpired({ expiresMs: 1000 }, 999)).toBe(false);
    expect(isExpired({ expiresMs: 1000 }, 1000)).toBe(true);
    expect(isExpired({ expiresMs: null }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
