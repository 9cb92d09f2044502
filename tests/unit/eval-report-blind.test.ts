import { afterEach, describe, expect, it, vi } from 'vitest';
import { EvalReport } from '../eval/report';

/** A blind batch's failing requests are what a tuner must not read unless the batch is being spent. */
function reportWithOneFailure(batch?: string) {
  const report = new EvalReport('a set', batch);
  report.record({ category: 'fact · chat', id: 'case-1', pass: true });
  report.record({ category: 'fact · chat', id: 'case-2', pass: false, detail: 'the request text' });
  return report;
}

describe('eval report: failure lines of blind batches', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('lists a development set’s failures without being asked', () => {
    vi.stubEnv('EVAL_FAILURES', '');
    expect(reportWithOneFailure().format()).toContain('the request text');
  });

  it('prints a blind batch’s figures but not its failing requests by default', () => {
    vi.stubEnv('EVAL_FAILURES', '');
    const text = reportWithOneFailure('b40').format();
    expect(text).toContain('50.0%');
    expect(text).not.toContain('the request text');
    expect(text).toContain('failing cases not listed: 1');
  });

  it('lists them when the batch is named, or with all', () => {
    vi.stubEnv('EVAL_FAILURES', 'b39, b40');
    expect(reportWithOneFailure('b40').format()).toContain('the request text');
    expect(reportWithOneFailure('b41').format()).not.toContain('the request text');
    vi.stubEnv('EVAL_FAILURES', 'all');
    expect(reportWithOneFailure('b41').format()).toContain('the request text');
  });
});
