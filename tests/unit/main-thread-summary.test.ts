import { describe, expect, it } from 'vitest';
import { inlineScriptLocator, summarizeMainThread, type TraceEvent } from '../../scripts/bench/main-thread-summary';

const PID = 1;
const MAIN = 10;
const OTHER = 11;
const meta = (tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid: PID, tid, args: { name } });
const span = (
  name: string,
  ts: number,
  dur: number,
  tid = MAIN,
  data?: Record<string, unknown>,
  extra?: Record<string, unknown>,
): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid: PID,
  tid,
  args: { ...(data ? { data } : {}), ...extra },
});

const html =
  '<!doctype html><head><script>theme()</script></head><body><script type="module">document.querySelector(`[data-menu-open]`)</script></body>';

describe('summarizeMainThread', () => {
  const events: TraceEvent[] = [
    meta(MAIN, 'CrRendererMain'),
    meta(OTHER, 'CrRendererMain'),
    // A 120 ms task: parsing (80 ms) runs an inline script (40 ms, which forces a 10 ms layout) and
    // compiles a module (1 ms); then a 10 ms paint, and 30 ms of nothing named.
    span('RunTask', 1_000_000, 120_000, MAIN, undefined, { src_func: 'SchedulePumpTokenizer' }),
    span('ParseHTML', 1_000_000, 80_000, MAIN, { startLine: 0 }),
    span('EvaluateScript', 1_010_000, 40_000, MAIN, { url: 'http://x/', lineNumber: 1, columnNumber: html.indexOf('theme()') }),
    span('Layout', 1_030_000, 10_000),
    span('Paint', 1_090_000, 10_000),
    // A short frame task.
    span('RunTask', 1_200_000, 20_000, MAIN, undefined, { src_func: 'ScheduledActionSendBeginMainFrame' }),
    span('Decode Image', 1_200_000, 15_000, MAIN, { url: 'http://x/hero-poster.webp' }),
    // A module script compiled while parsing, evaluated later: named by its compile's position.
    span('v8.compileModule', 1_050_000, 1_000, MAIN, { url: 'http://x/', lineNumber: 1, columnNumber: html.indexOf('document.') }),
    span('RunTask', 1_300_000, 60_000, MAIN),
    span('v8.evaluateModule', 1_300_000, 55_000),
    // Another renderer thread with less work is not the page's.
    span('RunTask', 1_000_000, 5_000, OTHER),
  ];
  const summary = summarizeMainThread(events, { inlineScriptAt: inlineScriptLocator(html) });

  it('splits each task into self time per kind of work', () => {
    expect(summary.tasks).toHaveLength(3);
    expect(summary.totalMs).toBe(200);
    expect(summary.groups.parseHTML).toBeCloseTo(40 - 1); // 80 - 40 script - 1 compile
    expect(summary.groups.scriptEvaluation).toBeCloseTo(30 + 55);
    expect(summary.groups.styleLayout).toBeCloseTo(10);
    expect(summary.groups.paintComposite).toBeCloseTo(10);
    expect(summary.groups.imageDecode).toBeCloseTo(15);
    expect(summary.groups.other).toBeCloseTo(30 + 5 + 5);
  });

  it('says what each task ran, which inline script, and what scheduled it', () => {
    const [parse, frame, module] = summary.tasks;
    expect(parse.source).toBe('SchedulePumpTokenizer');
    expect(parse.ran[0]).toBe('ParseHTML (from line 0) 80 ms');
    expect(frame.ran).toEqual(['Decode Image /hero-poster.webp 15 ms']);
    expect(module.ran).toEqual(['script inline script 2 (menu-open) 55 ms']);
    // Its compile (1 ms) and its evaluation (55 ms); and the script the parser ran, nested in ParseHTML.
    expect(summary.scripts['inline script 2 (menu-open)']).toBeCloseTo(56);
    expect(summary.scripts['inline script 1']).toBeCloseTo(40);
    expect(summary.sources.ScheduledActionSendBeginMainFrame).toBeCloseTo(20);
  });

  it('names the inline script a trace position falls in', () => {
    const at = inlineScriptLocator(html);
    expect(at(1, html.indexOf('theme()'))).toBe('inline script 1');
    expect(at(1, 3)).toBeUndefined();
  });
});
