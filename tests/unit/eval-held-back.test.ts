import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCase, isHeldBack, loadBatches } from '../eval/blind-harness/batches';

/** EVAL_SKIP keeps fresh batches out of a tuner's runs altogether, figures included. */
describe('eval: batches held back with EVAL_SKIP', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('holds back exactly the named batches, by the last part of the file name', () => {
    vi.stubEnv('EVAL_SKIP', 'b23, c23');
    expect(isHeldBack('answers-b23.json')).toBe(true);
    expect(isHeldBack('compliance-c23.json')).toBe(true);
    expect(isHeldBack('answers-b2.json')).toBe(false);
    expect(isHeldBack('compliance-c3.json')).toBe(false);
  });

  it('holds back nothing when unset, and the loader leaves held batches out', () => {
    vi.stubEnv('EVAL_SKIP', '');
    const all = loadBatches('answers', answerCase).map((batch) => batch.file);
    expect(all).toContain('answers-b1.json');
    vi.stubEnv('EVAL_SKIP', 'b1');
    const held = loadBatches('answers', answerCase).map((batch) => batch.file);
    expect(held).not.toContain('answers-b1.json');
    expect(held.length).toBe(all.length - 1);
  });
});
