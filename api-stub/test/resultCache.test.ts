import { ResultCache } from '../src/features/hostels/resultCache';

// The process's cache of costly listing answers and search counts, under `listing_version`.

/** A computation that ends when told to, counting how often it was started. */
function pending<T>() {
  let finish: (value: T) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const started: number[] = [];
  const compute = () => {
    started.push(started.length + 1);
    return new Promise<T>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { compute, started, finish: (value: T) => finish(value), fail: (error: Error) => fail(error) };
}

it('computes an answer once for every caller that asks while it runs, then keeps it', async () => {
  const cache = new ResultCache<number>();
  const count = pending<number>();
  const asked = [cache.once(7, 'girls', count.compute), cache.once(7, 'girls', count.compute)];
  expect(count.started).toEqual([1]);
  count.finish(33269);
  expect(await Promise.all(asked)).toEqual([33269, 33269]);
  expect(await cache.once(7, 'girls', count.compute)).toBe(33269);
  expect(count.started).toEqual([1]);
  // another key is its own computation
  const other = pending<number>();
  const wifi = cache.once(7, 'wifi', other.compute);
  other.finish(40216);
  expect(await wifi).toBe(40216);
});

it('does not keep a failed computation, and answers a new version afresh', async () => {
  const cache = new ResultCache<number>();
  const count = pending<number>();
  const first = cache.once(7, 'girls', count.compute);
  const second = cache.once(7, 'girls', count.compute);
  count.fail(new Error('the database went away'));
  await expect(first).rejects.toThrow('the database went away');
  await expect(second).rejects.toThrow('the database went away');
  const retry = cache.once(7, 'girls', count.compute);
  expect(count.started).toEqual([1, 2]);
  count.finish(33269);
  expect(await retry).toBe(33269);

  // after a change (version 8) the kept answer is not served; one computed under version 7 is not kept then
  const later = pending<number>();
  const afterChange = cache.once(8, 'girls', later.compute);
  expect(later.started).toEqual([1]);
  later.finish(33270);
  expect(await afterChange).toBe(33270);
  const stale = pending<number>();
  const late = cache.once(7, 'hostel', stale.compute);
  stale.finish(1);
  await late;
  expect(cache.get(7, 'hostel')).toBeUndefined();
  expect(cache.get(8, 'girls')).toBe(33270);
});
