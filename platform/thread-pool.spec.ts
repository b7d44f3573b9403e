import { afterEach, describe, expect, it } from 'vitest';
import { backgroundThreads } from './thread-pool';

const filename = new URL('../test/fixtures/thread-id.thread.mjs', import.meta.url);
const pools: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function pool(tasksPerPool?: number) {
  const p = backgroundThreads<{ ms?: number }, number>({ filename, threads: () => 1, onLoop: async () => () => -1, tasksPerPool });
  pools.push(p);
  return p;
}

describe('backgroundThreads', () => {
  it('keeps its thread without tasksPerPool', async () => {
    const p = pool();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await p.run({}));
    expect(new Set(ids).size).toBe(1);
  });

  it('with tasksPerPool, runs each share of tasks on a fresh thread, and lets the old one finish what it holds', async () => {
    const p = pool(2);
    // Four at once: two per pool; the first pool's slow tasks finish although a second pool took over.
    const ids = await Promise.all([p.run({ ms: 200 }), p.run({ ms: 200 }), p.run({}), p.run({})]);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    expect(ids[2]).not.toBe(ids[0]);
    const later = [await p.run({}), await p.run({}), await p.run({})];
    expect(later[0]).toBe(later[1]);
    expect(later[2]).not.toBe(later[1]);
    expect(ids).not.toContain(later[0]);
  });

  it('runs on the event loop with no threads', async () => {
    const p = backgroundThreads<object, number>({ filename, threads: () => 0, onLoop: async () => () => -1 });
    expect(await p.run({})).toBe(-1);
  });
});
