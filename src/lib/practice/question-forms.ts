/**
 * Shapes of a rep's question that its punctuation or its question word alone misreads: a question
 * typed on a phone in the middle of an unpunctuated turn, a question that is really a feeling about
 * having what the rep sells, and a question the rep once asked themselves in a story. Pure functions
 * over lower-case text, read by signals.ts.
 */

/**
 * A question word that opens a clause with its verb right after it ("how are discharges going",
 * "what made the nightmare one a nightmare", "whats working best", "what happens when…"): asked,
 * even with no question mark and words before it on the same unpunctuated line. Not after words
 * that make the clause a statement's object ("that's what happens", "here's what would help", "I
 * know how it goes").
 */
// ("Who" and "which" only with a verb a relative clause rarely takes: "a partner who can take that off their plate" is no question.)
const CLAUSE_QUESTION =
  /\b(?:(?:what|how|where|why)(?:'s| is| are| was| were| do| does| did| has| have| had| would| could| can| will| usually| happens| happened| made| makes| went| goes| gets| got| works| worked| helps| helped| keeps| stops| slows)|(?:who|which)(?: usually| do| does| did))\b/g;
const EMBEDS =
  /\b(?:is|was|that's|it's|here's|there's|this is|that is|know|knows|knew|see|saw|hear|heard|tell|told|explain|explains|explained|understand|about|of|on|ask|asked|wonder|wondered|show|learn|decide|matter|matters|exactly|just|like|saying|said|remember|imagine)\s*$/;

/**
 * The questions asked inside a stretch typed with no sentence punctuation, from each clause-opening
 * question word to the next one (or the end): "hey thx for the min how are discharges going this wk
 * whats sticking" asks two.
 */
export function unpunctuatedQuestions(run: string): string[] {
  const starts = [...run.matchAll(CLAUSE_QUESTION)]
    .map((match) => match.index)
    .filter((at) => at > 0 && !EMBEDS.test(run.slice(Math.max(0, at - 30), at)));
  return starts.map((at, i) => `${run.slice(at, starts[i + 1] ?? run.length).trim()}?`);
}

/**
 * "Tell me more about how nice it would be to have a team that did everything?", "how would it feel
 * to have a hospice you could trust?", "how much easier things would be if you had…", "how you'd feel
 * with a hospice partner that…": how good it would be to have what the rep sells. The answer is built
 * in; it asks nothing about their world.
 */
const IMAGINED_BENEFIT =
  /\bhow (?:(?:much )?[a-z]+ (?:it|that|this|things|life|everything|your \w+|you|they)(?:'d| would| will| could) (?:be|feel)|(?:it|you|your \w+|they)(?:'d| would| could) feel|would (?:it|you|that|they) feel) (?:[\w']+ ){0,3}(?:to have|with (?:a|an|our|us|the|someone|somebody)|if (?:you|they|she|he|we) (?:had|could|were|got))\b|\bhow (?:great|nice|amazing|awesome|wonderful|much (?:better|easier|simpler|nicer)) (?:it|that|this|things|life|everything)(?:'d| would| will| could) be\b/;

/** "…, I'm guessing a hospice that's always available?": the rep supplies the answer inside the question. */
const OWN_ANSWER = /\b(?:i'm guessing|i guess|i'd guess|i bet|i'm betting|i assume|i'm assuming|i imagine|i'm sure)\b/;

export const leadsToOurAnswer = (question: string) => IMAGINED_BENEFIT.test(question) || OWN_ANSWER.test(question);

/** "…and I'd think, who takes care of them?": a question from the rep's own story, not asked of the listener. */
const REPORTED =
  /\b(?:i|we|id)(?:'d| would| used to| always)? (?:think|thought|wonder|wondered|ask(?:ed)? (?:myself|ourselves)|sa(?:y|id) to myself)\s*[,:]\s*['"]?(?:what|how|who|why|where|which|when)\b/;

export const asksThemselves = (question: string) => REPORTED.test(question);
