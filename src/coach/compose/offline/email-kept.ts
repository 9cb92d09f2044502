import { asSentence, capitalise, escapeRegExp, stripEnd } from '../../text';
import { clausesOf, expand, toRecipient } from './email-particulars';
import { tellsTheFailure } from './email-recovery';
import { FACILITY_WORDS } from './facility-words';

/**
 * The names and figures the rep typed survive into the draft. A rep writes "give her the name of our
 * weekend liaison, Dana Ruiz", "our bereavement program runs 13 months", "in-service on the 9th":
 * the person, the figure or the date is the reason the email exists, and a draft that reads well but
 * drops it has failed. After the draft is composed, every name (a capitalised word that is not a
 * sentence's first, a day, a month or a role) and every figure of the note is looked for in it; the
 * piece of the note that carries one the draft lacks is added, spoken to the recipient.
 */
const NOT_A_NAME =
  /^(?:I|I'm|I'll|I'd|Im|Hi|Hello|Thanks?|Thank|Please|Dr|Mr|Mrs|Ms|St|Mt|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Medicare|Medicaid|Original|Advantage|Hospice|Care|Compare)$/;
/** A figure: "13", "3.5", "20%", "555-0147"; a day of the month counts ("the 9th" is 9). */
const FIGURE = /\b\d[\d,.-]*\d\b|\b\d\b/g;
/** Capitalised words, joined when they run together ("Dana Whitfield", "Quick Card"). */
const CAPITALISED = /\b[A-Z][a-z][\w'’-]*(?:\s+[A-Z][a-z][\w'’-]*)*/g;

/**
 * "got 15 min w the doc today" is the meeting being thanked for; "ask for 20 min next week" is a
 * request. A length in minutes is a particular only beside a request, an offer or what comes next.
 */
const MINUTES = /^\s*(?:-\s*)?min(?:ute)?s?\b/i;
const LOOKS_AHEAD = /\b(?:ask|asks|asking|offer|want|wants|would|will|next|schedule|set up|book|request|max|maximum|need)\b/i;
/** The rep's instruction to write the thank-you or the apology: the template writes that part itself. */
const WRITING_INSTRUCTION = /^(?:and\s+)?(?:please\s+)?(?:thank|thanks|recap|apologi[sz]e|follow up|f\/u)\b/i;

const GIVE_THEM = /^(?:and\s+)?(?:please\s+)?(?:give|send|tell|let)\s+(?:her|him|them)\s+(?:know\s+)?(?:the name of\s+|that\s+)?/i;

const INTRODUCED =
  /\b(?:our|my|dr\.?|liaison|director|manager|nurse|supervisor|coordinator|navigator|rn|np|adon|don|cm|sw|social worker|case manager|administrator|chaplain|physician|is|its|it's)\s+(?:[\w.-]+\s+){0,2}$/i;
/** The rep's instructions about the email itself ("email the DON…", "keep it to a page", "want a light touch f/u"). */
const ABOUT_THE_EMAIL =
  /^(?:and\s+)?(?:please\s+)?(?:e-?mail|write|draft|keep|make|educate|explain|share|send|want (?:a|an|to (?:explain|send|share|thank|make|keep))\b)/i;

function particularsOf(piece: string): string[] {
  const found: string[] = [];
  for (const match of piece.matchAll(CAPITALISED)) {
    const words = match[0].split(/\s+/).filter((word) => !NOT_A_NAME.test(word.replace(/['’]s$/, '')));
    // A sentence's first word is capitalised by grammar, not because it is a name.
    const first = match.index === 0 || /[.!?]\s*$/.test(piece.slice(0, match.index));
    const name = (first ? words.slice(match[0].split(/\s+/)[0] === words[0] ? 1 : 0) : words).join(' ');
    // A person the rep introduces ("our liaison Tasha Greer", "medical director Dr. Okafor", "his ADON
    // Lena"); a bare capitalised word ("they use Crestview") is not news the email must carry.
    if (name && INTRODUCED.test(piece.slice(Math.max(0, match.index - 40), match.index))) found.push(name);
  }
  for (const match of piece.matchAll(FIGURE)) {
    if (MINUTES.test(piece.slice(match.index + match[0].length)) && !LOOKS_AHEAD.test(piece)) continue;
    found.push(match[0].replace(/[.,]$/, ''));
  }
  return found;
}

const plain = (text: string) => text.toLowerCase().replace(/[’]/g, "'");
const inDraft = (particular: string, draft: string) =>
  /^\d/.test(particular)
    ? new RegExp(`(?<![\\d])${escapeRegExp(particular)}(?![\\d])`).test(draft)
    : particular.split(/\s+/).every((word) => plain(draft).includes(plain(word)));

/** The pieces of the note that carry a name or figure the draft lacks, as lines for the recipient. */
export function keptParticulars(context: string, draft: string, recipientName = ''): string[] {
  // The recipient and their own facility are the email's address, not news to them.
  const theirs = new Set(recipientName.split(/[\s,]+/).filter((word) => word.length > 2));
  const isNews = (particular: string) => !FACILITY_WORDS.test(particular) && !particular.split(/\s+/).some((word) => theirs.has(word));
  const lines: string[] = [];
  for (const clause of clausesOf(context)) {
    // (The comma-separated piece that holds it, not the whole run-on note.)
    // (A comma inside brackets, "myths (DNR, giving up, 6 months)", doesn't end the piece.)
    for (const piece of clause.split(/[,;]\s+(?![^()]*\))/)) {
      // (What went wrong is the apology's business, not a line to confirm back to them.)
      if (WRITING_INSTRUCTION.test(piece.trim()) || ABOUT_THE_EMAIL.test(piece.trim()) || tellsTheFailure(piece)) continue;
      const missing = particularsOf(piece).filter(
        (particular) => isNews(particular) && !inDraft(particular, `${draft}\n${lines.join('\n')}`),
      );
      if (!missing.length || piece.split(/\s+/).length < 2) continue;
      // ("give her the name of our liaison Dana Ruiz": what to give her is the line, not the instruction.)
      const said = piece.trim().replace(GIVE_THEM, '');
      // What we have or do is said plainly; anything else is confirmed back.
      const line = expand(toRecipient(stripEnd(said)));
      lines.push(/^(?:our|we)\b/i.test(line) ? asSentence(capitalise(line)) : `To confirm: ${line}.`);
    }
  }
  return lines;
}
