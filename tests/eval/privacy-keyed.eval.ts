import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCoach, startCoachStream } from '../../src/coach/engine';
import { sentText, useFakeGemini } from './keyed-setup';
import { leaked, taskFor } from './privacy-check';
import { PHI_CASES } from './privacy-cases';
import { EvalReport } from './report';

/**
 * The labelled privacy set through the keyed engine (the server's wiring: compromise names,
 * Gemini via the real SDK against the fake server). No identifier may reach the fake, come back
 * in an answer, or appear in anything logged, including when Gemini fails and the failure is logged.
 */
const { fake, deps } = useFakeGemini();
const logged: string[] = [];

beforeEach(() => {
  logged.length = 0;
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(
        args
          .map((arg) => (arg instanceof Error ? `${arg.name} ${arg.message}` : typeof arg === 'string' ? arg : JSON.stringify(arg)))
          .join(' '),
      );
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('privacy guard, keyed engine (Gemini SDK against the fake server)', () => {
  it('sends no identifier to Gemini, answers none and logs none, on every tool', async () => {
    const report = new EvalReport('Privacy guard, keyed engine');
    let requests = 0;
    for (const [index, testCase] of PHI_CASES.entries()) {
      fake().reset();
      // Every third call fails, so the failure path (and its log line) runs too.
      if (index % 3 === 0) fake().script({ kind: 'error', status: 500 });
      const task = taskFor(testCase, index);
      const result = await runCoach(task, deps());
      requests += fake().requests.length;
      const sent = fake().requests.map(sentText).join('\n');
      const leaks = [
        ...leaked(sent, testCase.identifiers).map((id) => `sent ${id}`),
        ...leaked([result.text, ...result.notices].join('\n'), testCase.identifiers).map((id) => `answered ${id}`),
      ];
      report.record({
        category: `keyed: ${task.kind}`,
        id: `#${index + 1}`,
        pass: leaks.length === 0 && fake().requests.length > 0,
        detail: leaks.join(', ') || undefined,
      });
    }
    const allIdentifiers = PHI_CASES.flatMap((testCase) => testCase.identifiers);
    const logLeaks = leaked(logged.join('\n'), allIdentifiers);
    vi.restoreAllMocks(); // so the report itself is printed
    report.print([`model requests ${requests}, log lines ${logged.length}, identifiers in logs ${logLeaks.length}`]);
    expect(report.failures()).toEqual([]);
    expect(logged.length).toBeGreaterThan(0);
    expect(logLeaks).toEqual([]);
  });

  it('cleans every earlier chat turn too, streamed', async () => {
    const history = PHI_CASES.slice(0, 10).flatMap((testCase) => [
      { role: 'user' as const, content: testCase.text },
      { role: 'model' as const, content: 'Noted.' },
    ]);
    const stream = await startCoachStream({ kind: 'chat', prompt: PHI_CASES[10]!.text, history }, deps());
    let text = '';
    for await (const chunk of stream.chunks) text += chunk;
    expect(stream.engine).toBe('gemini');
    expect(fake().requests).toHaveLength(1);
    const sent = sentText(fake().requests[0]!);
    // The engine keeps the last 10 turns: those are the last five cases' texts.
    const kept = PHI_CASES.slice(5, 11).flatMap((testCase) => testCase.identifiers);
    expect(leaked(sent, kept)).toEqual([]);
    expect(sent).toContain('[name removed]');
    expect(stream.notices.filter((notice) => notice.startsWith('For patient privacy'))).toHaveLength(1);
    expect(leaked(text, kept)).toEqual([]);
  });
});
