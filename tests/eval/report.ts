/**
 * The evaluation harness shared by every labelled set under tests/eval/ (`npm run eval`, and the
 * unit tests, which run the same files). A set records one outcome per case; the report prints
 * the pass rate per category (and precision/recall where a set is a detector), so a regression
 * shows as a number, not only as a red test.
 *
 * Sets are plain Vitest files named `*.eval.ts`: build the cases, `record` each outcome, then
 * assert the rates the issue requires with `passRate`. Never tune the engine to one phrasing:
 * add phrasings to the set instead.
 */
export interface EvalOutcome {
  category: string;
  id: string;
  pass: boolean;
  /** Why a case failed, printed under the table (the input is printed, never a real person's data). */
  detail?: string;
}

export class EvalReport {
  readonly outcomes: EvalOutcome[] = [];

  /**
   * `batch`: the blind batch this report measures. Its failures are listed only when asked for by
   * name (EVAL_FAILURES=b24) or with EVAL_FAILURES=all: reading a fresh batch's failures spends it,
   * so a plain `npm run eval` (and CI's log) shows its figures and nothing a tuner could study.
   */
  constructor(
    readonly title: string,
    readonly batch?: string,
  ) {}

  /** True when this report's failure lines may be printed (always for development sets). */
  listsFailures(): boolean {
    return !this.batch || failuresAskedFor(this.batch);
  }

  record(outcome: EvalOutcome): void {
    this.outcomes.push(outcome);
  }

  categories(): string[] {
    return [...new Set(this.outcomes.map((outcome) => outcome.category))];
  }

  /** Share of passing cases in a category (or overall), 0..1; NaN when there are none. */
  passRate(category?: string): number {
    const cases = category ? this.outcomes.filter((outcome) => outcome.category === category) : this.outcomes;
    return cases.length === 0 ? Number.NaN : cases.filter((outcome) => outcome.pass).length / cases.length;
  }

  failures(category?: string): EvalOutcome[] {
    return this.outcomes.filter((outcome) => !outcome.pass && (!category || outcome.category === category));
  }

  /**
   * A fixed-width table: category, cases, passed, rate; then up to 20 failures with their details
   * (EVAL_FAILURES=all lists every one; a blind batch's only when asked for, see the constructor).
   */
  format(extraLines: string[] = []): string {
    const rows = this.categories().map((category) => {
      const cases = this.outcomes.filter((outcome) => outcome.category === category);
      const passed = cases.filter((outcome) => outcome.pass).length;
      return [category, String(cases.length), String(passed), `${((100 * passed) / cases.length).toFixed(1)}%`];
    });
    const header = ['category', 'cases', 'passed', 'rate'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
    const failures =
      this.listsFailures() || this.failures().length === 0
        ? this.failures()
            .slice(0, process.env.EVAL_FAILURES === 'all' || this.batch ? undefined : 20)
            .map((outcome) => `  ✗ [${outcome.category}] ${outcome.id}${outcome.detail ? `: ${outcome.detail}` : ''}`)
        : [`  (failing cases not listed: ${this.failures().length}; EVAL_FAILURES=${this.batch} lists them, which spends the batch)`];
    return [`\n== ${this.title} ==`, line(header), ...rows.map(line), ...extraLines, ...failures].join('\n');
  }

  print(extraLines: string[] = []): void {
    console.log(this.format(extraLines));
  }
}

/** True when EVAL_FAILURES asks for this blind batch's failures: `all`, or a comma-separated list naming it. */
export function failuresAskedFor(batch: string): boolean {
  const asked = (process.env.EVAL_FAILURES ?? '').split(',').map((name) => name.trim());
  return asked.includes('all') || asked.includes(batch);
}

/** Precision and recall of a detector from true/false positives and false negatives. */
export function precisionRecall(counts: { truePositives: number; falsePositives: number; falseNegatives: number }): {
  precision: number;
  recall: number;
} {
  const { truePositives, falsePositives, falseNegatives } = counts;
  return {
    precision: truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives),
    recall: truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives),
  };
}
