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

/** The words that frame a question rather than say what it asks ("what would you say are…", "…right now, though?"). */
const FRAMING = new Set(
  "what what's how why which where who when would could should can will you your you're say said are is was the and for do does did right now though really just one word words own again then well like actually honestly exactly specifically detail details more little bit briefly please think mean tell about today currently these those days usually most with this that".split(
    ' ',
  ),
);
const asks = (question: string) =>
  new Set(
    lineKey(question)
      .split(' ')
      .filter((word) => word.length > 2 && !FRAMING.has(word))
      .map((word) => word.replace(/(?:es|s)$/, '')),
  );

/**
 * The same question asked again, reworded or not: "What would you say are your biggest challenges?"
 * after "What are your biggest challenges right now?" asks nothing the first did not (its words are
 * all in it).
 */
export function isSameQuestion(question: string, earlier: readonly string[]): boolean {
  if (isRepeat(question, earlier)) return true;
  const mine = asks(question);
  return mine.size > 0 && earlier.some((previous) => [...mine].every((word) => asks(previous).has(word)));
}

const FUNCTION_WORDS = new Set(
  "they them their they're they've they'll that that's this these those there there's here with what what's when where which while have has had from your you're you've you'll would could should will were been into onto than then also just about over does doesn't don't didn't isn't aren't can't won't".split(
    ' ',
  ),
);

export function isStuffed(line: string, signals: LineSignals = readSignals(line)): boolean {
  const all = line.toLowerCase().match(/[a-z']+/g) ?? [];
  // Four or more moves packed into a short line; a long turn that explains, asks and acknowledges has room for them.
  const moves = SCORED_SIGNALS.filter((key) => signals[key]).length;
  if (moves >= 4 && all.length < 12 * moves) return true;
  // Words that carry no move ("they", "that", "with") come back in any long sentence.
  const long = all.filter((word) => word.length >= 4 && !FUNCTION_WORDS.has(word));
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
