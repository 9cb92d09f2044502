import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../src/server/one-at-a-time';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('oneAtATime', () => {
  it('runs tasks of one key one after another, and tasks of other keys beside them', async () => {
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`${name} start`);
      await pause(ms);
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([oneAtATime('a', task('a1', 30)), oneAtATime('a', task('a2', 1)), oneAtATime('b', task('b1', 5))]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    // a2 waits for a1; b1 starts while a1 is still running.
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('a failed task fails only its own caller; the next one of the key still runs', async () => {
    const first = oneAtATime('c', async () => {
      throw new Error('store unavailable');
    });
    const second = oneAtATime('c', async () => 'ran');
    await expect(first).rejects.toThrow('store unavailable');
    await expect(second).resolves.toBe('ran');
  });
});
