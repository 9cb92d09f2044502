// What the renderer's main thread did during a page load, from a Chrome trace (the JSON events
// CDP's Tracing domain returns). Pure functions, so the grouping is unit-tested
// (tests/unit/main-thread-summary.test.ts) apart from any browser.
//
// Each top-level task (RunTask) is split into the self time of the events nested in it, grouped
// the way DevTools and Lighthouse group them, with image decoding on its own line because the
// home page's hero poster and video are measured separately. Time no named event accounts for is
// the task's own "other" work (the bucket Lighthouse reports as "Other").

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

export const GROUPS = [
  'scriptEvaluation',
  'scriptParseCompile',
  'parseHTML',
  'styleLayout',
  'paintComposite',
  'imageDecode',
  'garbageCollection',
  'other',
] as const;
export type Group = (typeof GROUPS)[number];

const GROUP_OF: Record<string, Group> = {
  'v8.evaluateModule': 'scriptEvaluation',
  EvaluateScript: 'scriptEvaluation',
  FunctionCall: 'scriptEvaluation',
  TimerFire: 'scriptEvaluation',
  EventDispatch: 'scriptEvaluation',
  FireIdleCallback: 'scriptEvaluation',
  FireAnimationFrame: 'scriptEvaluation',
  RunMicrotasks: 'scriptEvaluation',
  'v8.run': 'scriptEvaluation',
  'V8.Execute': 'scriptEvaluation',
  'v8.compile': 'scriptParseCompile',
  'v8.compileModule': 'scriptParseCompile',
  'v8.parseOnBackground': 'scriptParseCompile',
  'V8.CompileCode': 'scriptParseCompile',
  'v8.produceCache': 'scriptParseCompile',
  ParseHTML: 'parseHTML',
  ParseAuthorStyleSheet: 'styleLayout',
  UpdateLayoutTree: 'styleLayout',
  RecalculateStyles: 'styleLayout',
  Layout: 'styleLayout',
  PrePaint: 'paintComposite',
  Paint: 'paintComposite',
  Layerize: 'paintComposite',
  UpdateLayer: 'paintComposite',
  UpdateLayerTree: 'paintComposite',
  CompositeLayers: 'paintComposite',
  Commit: 'paintComposite',
  'Decode Image': 'imageDecode',
  'Decode LazyPixelRef': 'imageDecode',
  'Resize Image': 'imageDecode',
  ImageDecodeTask: 'imageDecode',
  MinorGC: 'garbageCollection',
  MajorGC: 'garbageCollection',
  'V8.GCScavenger': 'garbageCollection',
  'V8.GCFinalizeMC': 'garbageCollection',
  'V8.GCCompactor': 'garbageCollection',
  'BlinkGC.AtomicPhase': 'garbageCollection',
  'ThreadState::performIdleLazySweep': 'garbageCollection',
};
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** One top-level task: when, how long, and the named work inside it that took longest. */
export interface Task {
  startMs: number;
  durationMs: number;
  /** Self time per group within this task. */
  groups: Record<Group, number>;
  /** What scheduled it (the task's source function in Chromium, e.g. ScheduledActionSendBeginMainFrame: a frame). */
  source: string;
  /** The three longest pieces of work inside it, as "Layout 31 ms" or "script inline script 3 (menu-open) 12 ms". */
  ran: string[];
}

export interface MainThreadSummary {
  /** Self time per group over every task from navigation start to the end of the trace. */
  groups: Record<Group, number>;
  totalMs: number;
  tasks: Task[];
  /** Time per script (inline scripts by position, files by URL), evaluation and compilation with what they forced. */
  scripts: Record<string, number>;
  /** Task time per source (what scheduled the task), where the "other" time comes from. */
  sources: Record<string, number>;
}

interface Node {
  event: TraceEvent;
  start: number;
  end: number;
  children: Node[];
}

const emptyGroups = (): Record<Group, number> => Object.fromEntries(GROUPS.map((group) => [group, 0])) as Record<Group, number>;

/** Complete events (ph X) plus paired begin/end events (ph B/E) of one thread, as [start, end] in µs. */
function spans(events: TraceEvent[]): Node[] {
  const nodes: Node[] = [];
  const open: TraceEvent[] = [];
  for (const event of events) {
    if (event.ph === 'X' && typeof event.dur === 'number') nodes.push({ event, start: event.ts, end: event.ts + event.dur, children: [] });
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const index = open.findLastIndex((candidate) => candidate.name === event.name);
      if (index === -1) continue;
      const [begin] = open.splice(index, 1);
      nodes.push({ event: { ...begin, args: { ...begin.args, ...event.args } }, start: begin.ts, end: event.ts, children: [] });
    }
  }
  return nodes.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The renderer main thread that did the most top-level work: the page's, not about:blank's. */
export function mainThreadOf(events: TraceEvent[]): { pid: number; tid: number } | null {
  const mains = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number } | null = null;
  let bestWork = -1;
  for (const { pid, tid } of mains) {
    const work = events
      .filter((event) => event.pid === pid && event.tid === tid && TASK_NAMES.has(event.name))
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (work > bestWork) [best, bestWork] = [{ pid, tid }, work];
  }
  return best;
}

/** Names a piece of work for a person: the script and where in it, the event type, or the event name. */
export function describe(event: TraceEvent, inlineScriptAt?: (line: number, column: number) => string | undefined): string {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const url = typeof data.url === 'string' ? data.url : '';
  const line = Number(data.lineNumber ?? data.startLine ?? 0);
  const column = Number(data.columnNumber ?? 0);
  const file = url ? url.replace(/^[a-z]+:\/\/[^/]+/, '') || '/' : '';
  if (['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall'].includes(event.name)) {
    const inline = file && inlineScriptAt?.(line, column);
    const where = inline ?? (file ? `${file}:${line}` : '');
    const fn = typeof data.functionName === 'string' && data.functionName ? ` ${data.functionName}()` : '';
    return `${event.name.startsWith('v8.compile') ? 'compile' : 'script'}${fn}${where ? ` ${where}` : ''}`;
  }
  if (event.name === 'EventDispatch' && typeof data.type === 'string') return `${data.type} event`;
  if (event.name === 'ParseHTML') return `ParseHTML (from line ${line})`;
  if (event.name === 'Decode Image' || event.name === 'ImageDecodeTask') return `Decode Image${file ? ` ${file}` : ''}`;
  return event.name;
}

/**
 * Groups the main thread's work in `events` (one page load's trace). `fromUs` drops tasks that
 * began before it (the previous page's unload). `inlineScriptAt` names an inline script from the
 * document's line and column (inlineScriptLocator).
 */
export function summarizeMainThread(
  events: TraceEvent[],
  { fromUs = 0, inlineScriptAt }: { fromUs?: number; inlineScriptAt?: (line: number, column: number) => string | undefined } = {},
): MainThreadSummary {
  const main = mainThreadOf(events);
  const summary: MainThreadSummary = { groups: emptyGroups(), totalMs: 0, tasks: [], scripts: {}, sources: {} };
  if (!main) return summary;
  const nodes = spans(events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ts >= fromUs));
  // A module's evaluation says nothing of which module it is; inline module scripts are compiled
  // while the document is parsed and evaluated in the same order afterwards, so each evaluation
  // takes the location of the earliest compiled module not yet evaluated.
  const compiled = nodes.filter((node) => node.event.name === 'v8.compileModule');
  for (const node of nodes) {
    if (node.event.name !== 'v8.evaluateModule') continue;
    const index = compiled.findIndex((compile) => compile.start < node.start);
    if (index === -1) continue;
    const [compile] = compiled.splice(index, 1);
    node.event = { ...node.event, args: { ...node.event.args, data: compile.event.args?.data } };
  }

  // Nest by time: each event's parent is the innermost open event that contains it.
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const node of nodes) {
    while (stack.length && stack.at(-1)!.end <= node.start) stack.pop();
    const parent = stack.at(-1);
    if (parent && node.end <= parent.end + 1) parent.children.push(node);
    else if (TASK_NAMES.has(node.event.name)) roots.push(node);
    else continue;
    stack.push(node);
  }

  for (const root of roots) {
    const groups = emptyGroups();
    let source = '';
    const pieces: { label: string; ms: number }[] = [];
    const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.compile', 'v8.compileModule']);
    const walk = (node: Node, inherited: Group, insideNamed = false, insideScript = false) => {
      const group = GROUP_OF[node.event.name] ?? inherited;
      const from = node.event.args && 'src_func' in node.event.args ? String((node.event.args as { src_func?: unknown }).src_func) : '';
      if (!source && from) source = from;
      const childTime = node.children.reduce((sum, child) => sum + (child.end - child.start), 0);
      const selfMs = Math.max(0, node.end - node.start - childTime) / 1000;
      groups[group] += selfMs;
      const ms = (node.end - node.start) / 1000;
      // The outermost named pieces of work, each with all of its nested time (a script with the layout it forced).
      const named = !!GROUP_OF[node.event.name] && node !== root;
      if (named && !insideNamed) pieces.push({ label: describe(node.event, inlineScriptAt), ms });
      // Each script's own cost, also when the parser ran it (nested in ParseHTML), never counted twice.
      const script = SCRIPT_EVENTS.has(node.event.name) && !insideScript;
      if (script) {
        const where = describe(node.event, inlineScriptAt).match(/^(?:script|compile)(?: \S+\(\))? (.+)$/)?.[1] ?? 'unknown script';
        summary.scripts[where] = (summary.scripts[where] ?? 0) + ms;
      }
      for (const child of node.children) walk(child, group, insideNamed || named, insideScript || script);
    };
    walk(root, 'other');
    const outermost = pieces;
    const task: Task = {
      source: source || 'unknown',
      startMs: root.start / 1000,
      durationMs: (root.end - root.start) / 1000,
      groups,
      ran: outermost
        .toSorted((a, b) => b.ms - a.ms)
        .slice(0, 3)
        .map((piece) => `${piece.label} ${Math.round(piece.ms)} ms`),
    };
    summary.tasks.push(task);
    summary.totalMs += task.durationMs;
    summary.sources[task.source] = (summary.sources[task.source] ?? 0) + task.durationMs;
    for (const group of GROUPS) summary.groups[group] += groups[group];
  }
  return summary;
}

/**
 * Names the inline <script> of `html` that a trace position (0-based line and column, as
 * EvaluateScript reports them) falls in: "inline script 3 (ChatLauncher)", named by the first
 * data attribute or id it looks up, so a reader can find its component.
 */
export function inlineScriptLocator(html: string): (line: number, column: number) => string | undefined {
  const lineStarts = [0];
  for (let index = html.indexOf('\n'); index !== -1; index = html.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match, index) => {
    const start = match.index + match[0].indexOf('>') + 1;
    const body = match[1];
    const hint =
      body.match(/\[data-([a-z-]+)/)?.[1] ??
      body.match(/getElementById\(`([^`]+)`/)?.[1] ??
      body.match(/customElements\.define\(["`]([^"`]+)/)?.[1] ??
      body.match(/new Event\(`([^`]+)`/)?.[1] ??
      body.match(/localStorage\.getItem\(("[^"]+")/)?.[1];
    return { start, end: start + body.length, label: `inline script ${index + 1}${hint ? ` (${hint})` : ''}` };
  });
  // Chrome reports the position 1-based for the line; allow one character either way for the column.
  return (line, column) => {
    const offset = (lineStarts[Math.max(0, line - 1)] ?? 0) + column;
    return scripts.find((script) => offset >= script.start - 1 && offset <= script.end + 1)?.label;
  };
}

/** Milliseconds rounded for a table. */
export const ms = (value: number) => Math.round(value);
