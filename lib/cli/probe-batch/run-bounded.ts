// Runs a task per item with at most `jobs` in flight, in item order; `stop()` returning true lets the
// tasks in flight finish and starts no more (`--fail-fast`). Returns how many items were started.
export async function runBounded<T>(
  items: readonly T[],
  jobs: number,
  task: (item: T) => Promise<void>,
  stop: () => boolean,
): Promise<number> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !stop()) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(jobs, items.length) }, lane));
  return next;
}
