/**
 * Runs tasks that share a key one after another inside this process (a promise chain per key),
 * and tasks with different keys side by side. The chain for a key is dropped once it is idle, so
 * keys that are used once (a rate-limit window, a day) leave nothing behind.
 */
const tails = new Map<string, Promise<unknown>>();

export function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  // The tail never rejects, so one failed task does not fail the ones queued behind it.
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
