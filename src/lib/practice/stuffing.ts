import { readSignals, type LineSignals } from './signals';

/**
 * What earns nothing: a line said again (word for word, or nearly), and a line packed with the
 * moves the scorecard looks for instead of talking to the person. Shared by the scorecard and the
 * scripted personas, so a rep who recites keywords is both scored zero and loses the listener.
 */
const SCORED_SIGNALS: (keyof LineSignals)[] = ['openQuestion', 'empathy', 'valueLink', 'eligibilityEducation', 'commitmentAsk'];

export function lineKey(line: string): string {
  return line
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function words(line: string): Set<string> {
  return new Set(
    lineKey(line)
      .split(' ')
      .filter((word) => word.length > 2),
  );
}

/** Nearly the same line: nine in ten of its words were already said together in one earlier line. */
export function isRepeat(line: string, earlier: readonly string[]): boolean {
  const key = lineKey(line);
  const mine = words(line);
  return earlier.some((previous) => {
    if (lineKey(previous) === key) return true;
    const theirs = words(previous);
    if (mine.size < 4) return false;
    const shared = [...mine].filter((word) => theirs.has(word)).length;
    return shared / Math.max(mine.size, theirs.size) >= 0.9;
  });
}

export function isStuffed(line: string, signals: LineSignals = readSignals(line)): boolean {
  const all = line.toLowerCase().match(/[a-z']+/g) ?? [];
  // Four or more moves packed into a short line; a long turn that explains, asks and acknowledges has room for them.
  const moves = SCORED_SIGNALS.filter((key) => signals[key]).length;
  if (moves >= 4 && all.length < 12 * moves) return true;
  const long = all.filter((word) => word.length >= 4);
  const counts = new Map<string, number>();
  for (const word of long) counts.set(word, (counts.get(word) ?? 0) + 1);
  // One word over and over; in a long explanation a word may fairly come back a few times.
  if ([...counts.values()].some((count) => count >= Math.max(4, long.length / 8))) return true;
  // A bare list of buzzwords: many commas or slashes and almost no small words that make a sentence.
  const separators = (line.match(/[,/|;]/g) ?? []).length;
  const glue = all.filter((word) =>
    /^(?:i|you|we|the|a|an|to|and|is|are|your|our|of|in|on|for|it|that|what|how|can|could|would)$/.test(word),
  ).length;
  return separators >= 4 && glue / Math.max(all.length, 1) < 0.15;
}
