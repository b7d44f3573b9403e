import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

/** A promise and its resolver, for holding a batch open. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((r) => (open = r));
  return { promise, open };
}

describe('createBatcher', () => {
  it('sends calls made together as one batch, each caller getting its own result', async () => {
    const batches: number[][] = [];
    const b = createBatcher<number, number>({
      run: async (items) => {
        batches.push(items);
        return items.map((i) => i * 10);
      },
    });
    expect(await Promise.all([b.add(1), b.add(2), b.add(3)])).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(b.pending).toBe(0);
  });

  it('sends a lone call at once, and gathers the calls made while a batch runs into the next', async () => {
    const batches: number[][] = [];
    const first = gate();
    const b = createBatcher<number, number>({
      run: async (items) => {
        batches.push(items);
        if (batches.length === 1) await first.promise;
        return items;
      },
    });
    const one = b.add(1);
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([[1]]);
    const later = [b.add(2), b.add(3)];
    await new Promise((r) => setImmediate(r));
    // maxInFlight 1: nothing more goes until the first batch ends.
    expect(batches).toEqual([[1]]);
    first.open();
    expect(await Promise.all([one, ...later])).toEqual([1, 2, 3]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('keeps maxInFlight batches of at most maxBatch running', async () => {
    let running = 0;
    let most = 0;
    const sizes: number[] = [];
    const b = createBatcher<number, number>({
      run: async (items) => {
        running++;
        most = Math.max(most, running);
        sizes.push(items.length);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        return items;
      },
      maxBatch: 4,
      maxInFlight: 2,
    });
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => b.add(i)));
    expect(all).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(most).toBe(2);
    expect(Math.max(...sizes)).toBe(4);
    expect(sizes.reduce((a, n) => a + n, 0)).toBe(20);
  });

  it('never puts two items of one key in a batch or in two running batches', async () => {
    const batches: string[][] = [];
    const b = createBatcher<{ k: string; v: number }, number>({
      run: async (items) => {
        batches.push(items.map((i) => `${i.k}${i.v}`));
        await new Promise((r) => setTimeout(r, 2));
        return items.map((i) => i.v);
      },
      key: (i) => i.k,
      maxInFlight: 3,
    });
    const out = await Promise.all([b.add({ k: 'a', v: 1 }), b.add({ k: 'b', v: 2 }), b.add({ k: 'a', v: 3 }), b.add({ k: 'a', v: 4 })]);
    expect(out).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([['a1', 'b2'], ['a3'], ['a4']]);
  });

  it('retries the items of a failed batch one by one, so only the bad one fails', async () => {
    const singles: number[] = [];
    const b = createBatcher<number, number>({
      run: async (items) => {
        if (items.includes(13)) throw new Error('batch refused');
        return items;
      },
      single: async (item) => {
        singles.push(item);
        if (item === 13) throw new Error(`item ${item} refused`);
        return item;
      },
    });
    const results = await Promise.allSettled([b.add(12), b.add(13), b.add(14)]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([12, 'item 13 refused', 14]);
    expect(singles).toEqual([12, 13, 14]);
    // The batcher goes on after a failure.
    expect(await b.add(15)).toBe(15);
  });

  it('rejects every item of a failed batch with its error when there is no single', async () => {
    const b = createBatcher<number, number>({
      run: async () => {
        throw new Error('database away');
      },
    });
    const results = await Promise.allSettled([b.add(1), b.add(2)]);
    expect(results.map((r) => r.status === 'rejected' && (r.reason as Error).message)).toEqual(['database away', 'database away']);
  });

  it('fails a batch whose run answers the wrong number of results', async () => {
    const b = createBatcher<number, number>({ run: async () => [1] });
    await expect(Promise.all([b.add(1), b.add(2)])).rejects.toThrow('batch of 2 answered 1 results');
  });
});
