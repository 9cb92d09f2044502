import type { ProviderAnswer } from '../../types';
import { OBJECTIONS } from '../../knowledge/content';
import { findObjection, type KnownObjection } from '../../retrieve/match';
import { coverage, namesTheSubject, salientTerms, subjectTerm, type Passage } from '../../retrieve/passages';
import { normalize } from '../../text';
import { claimOf } from '../../understand/objection-claim';
import { summaryOf, understoodLine, type Understanding } from '../../understand/understand';
import { answerFromLibrary } from './library-answer';
import { composeObjectionAnswer } from './objection';
import { answerFromRetrieval } from './objection-entry';

/**
 * An objection, answered the same way on the objection tool and in the chat: the library's entry
 * for the situation, or the rule the claim gets wrong, or the acknowledge–reframe–ask card.
 */

/** One of the eight printed cards, word for word ('Generate AI Alternative' on a card): the card's own alternative. */
const isPrintedObjection = (text: string) => OBJECTIONS.some((objection) => normalize(objection.objection) === normalize(text));

/** The card found speaks to the claim's subject ("you just want census" and the census card). */
function cardNamesTheSubject(card: KnownObjection | undefined, claim: string): boolean {
  const subject = subjectTerm(claim);
  if (!card || !subject) return false;
  const words =
    card.kind === 'printed'
      ? [card.match.objection.objection, ...card.match.objection.keywords]
      : [card.card.objection, ...card.card.keywords];
  return salientTerms(words.join(' ')).includes(subject);
}

/** The subjects whose entries state the rules an objection may have wrong. */
const RULE_TOPICS = ['medicare', 'eligibility'];
/** The share of the claim's words a rule's entry must cover to be said beside an objection's answer. */
const RULE_COVERAGE = 0.5;
/** How much more of the claim a rule's entry must cover to be preferred to an objection entry. */
const RULE_MARGIN = 0.15;

/**
 * An objection: a library entry written for this very situation ("she's still on dialysis") when
 * one speaks to it, otherwise the acknowledge–reframe–ask card for its theme.
 */
export function composeObjection(text: string, u: Understanding): ProviderAnswer {
  // "She said the same thing as last time": the coach keeps no record of earlier visits.
  if (u.particulars.needsLiveData)
    return {
      text: 'I don’t have a record of your earlier conversations with this contact. What exactly did they say this time, and who said it? Give me their words and I’ll give you an acknowledge–reframe–ask answer.',
      sources: [],
      understanding: summaryOf(u, 'clarify'),
    };
  const claim = claimOf(text);
  // A few words ("full code", "you just want census") are what the printed cards were written
  // for; a situation described in a sentence is what the library's entries answer.
  const described = salientTerms(claim).length >= 3 && !isPrintedObjection(text);
  // "still on dialysis so not hospice yet" is short, but the entry written for it beats a card
  // matched on its theme: an entry that names the claim's subject answers it, however few its words
  // (or however many: a long story around "morphine" still has the morphine entry, when it leads).
  const card = findObjection(text);
  const library = answerFromLibrary(claim, u, ['objections'], { objectionEntryMayLead: !!card && !cardNamesTheSubject(card, claim) });
  const entryForIt =
    !isPrintedObjection(text) &&
    library.understanding.outcome === 'answer' &&
    namesTheSubject(claim, library.passages[0]!) &&
    !cardNamesTheSubject(card, claim);
  if (described || entryForIt || !card) {
    // Many objections are a rule misunderstood ("she's on palliative radiation so she can't go on
    // hospice", "full code so not appropriate"): the rule's own entry answers the claim when it
    // names what the claim is about, and wins when it speaks to clearly more of it than the closest
    // objection entry does. The claim is read as a question about its rule, shown as the objection.
    const asRule = answerFromLibrary(claim, { ...u, ask: 'fact' }, RULE_TOPICS);
    const rule = { ...asRule, understanding: { ...asRule.understanding, ask: u.ask, line: understoodLine(u) } };
    const ruleFits = rule.understanding.outcome === 'answer' && namesTheSubject(claim, rule.passages[0]!);
    const weigh = (outcome: typeof library) => outcome.understanding.confidence - (outcome === rule ? RULE_MARGIN : 0);
    const best = [library, ...(ruleFits ? [rule] : [])]
      .filter((outcome) => outcome.understanding.outcome === 'answer')
      .reduce<typeof library | undefined>((chosen, outcome) => (!chosen || weigh(outcome) > weigh(chosen) ? outcome : chosen), undefined);
    // (The rule is said beside the answer when its entry speaks to most of the claim, even if the
    // claim's rarest word is elsewhere: "we lose the skilled Part A days" is about the Part A rule.)
    if (best) return best === rule || !ruleSpeaksTo(claim, rule) ? answerOf(best) : withTheRule(answerOf(best), rule.passages[0]!);
  }
  // No entry covers enough of the claim, but retrieval clearly ranks one first ("she could live a
  // year, im not signing that": the entry on what the six-month prognosis means): that entry, with
  // the rule behind it, speaks to this objection; a card on its theme or a question back does not.
  // (Not when the words are one of our own reps': "new rep says 'we give quality care' everywhere"
  // is a coaching matter, and the objection entries answer referral sources and families.)
  if (!isPrintedObjection(text) && u.particulars.role !== 'new rep') {
    const led = answerFromRetrieval(text, claim, u);
    if (led) return led;
  }
  const alternative = composeObjectionAnswer(text);
  // No card fits: the worry is often a rule misunderstood ("he can't see his own doctor anymore",
  // "what if he gets better"), and the rule's own entry answers it better than a question back.
  if (alternative.outcome === 'clarify') {
    const rule = answerFromLibrary(text, u);
    if (rule.understanding.outcome === 'answer') return { text: rule.text, sources: rule.sources, understanding: rule.understanding };
  }
  const answer: ProviderAnswer = { text: alternative.text, sources: [], understanding: summaryOf(u, alternative.outcome) };
  // The card answers the feeling; when the claim also names a rule the library states, say the rule too.
  if (alternative.outcome !== 'answer') return answer;
  const rule = answerFromLibrary(claim, { ...u, ask: 'fact' }, RULE_TOPICS);
  return ruleSpeaksTo(claim, rule, true) ? withTheRule(answer, rule.passages[0]!) : answer;
}

/**
 * The rule's entry speaks to the claim: it names the claim's subject (only a specific one beside a
 * card, whose theme already answers the general worry), or it covers at least half of its words.
 */
function ruleSpeaksTo(claim: string, rule: ReturnType<typeof answerFromLibrary>, specificOnly = false): boolean {
  const entry = rule.passages[0];
  return (
    rule.understanding.outcome === 'answer' &&
    !!entry &&
    (namesTheSubject(claim, entry, specificOnly) || coverage(claim, entry) >= RULE_COVERAGE)
  );
}

const answerOf = (outcome: ReturnType<typeof answerFromLibrary>): ProviderAnswer => ({
  text: outcome.text,
  sources: outcome.sources,
  understanding: outcome.understanding,
});

/**
 * "SNF admin: we lose the skilled Part A days", "the DON says families aren't ready": an objection
 * is often a rule misread as well as a feeling. The answer to the feeling comes first; the rule's
 * own short answer follows, so the rep has the fact to say as well as the words.
 */
function withTheRule(answer: ProviderAnswer, rule: Passage): ProviderAnswer {
  if (!rule.answer || answer.text.includes(rule.answer)) return answer;
  const line = `**The rule behind it (${rule.heading}):** ${rule.answer}`;
  // Before the "checked against the sources" footnote, when the answer ends with one.
  const footnote = answer.text.lastIndexOf('\n\n*Checked against');
  const text =
    footnote >= 0 ? `${answer.text.slice(0, footnote)}\n\n${line}${answer.text.slice(footnote)}` : `${answer.text.trimEnd()}\n\n${line}`;
  return { ...answer, text };
}
