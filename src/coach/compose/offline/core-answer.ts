import { coverage } from '../../retrieve/passages';
import type { Understanding } from '../../understand/understand';
import { answerFromLibrary } from './library-answer';

/**
 * Whether the library answers a question read alone (understand/question-core.ts). The question
 * alone is short, so the gate's relaxations for a padded question (an entry that merely names one
 * rare word, or that retrieval ranks first) would let a neighbouring entry through ("she's my top
 * producer. how do i handle this"): the entry must speak to at least half of its own words.
 */
const CORE_COVERAGE = 0.5;

export function libraryCovers(question: string, u: Understanding): boolean {
  const library = answerFromLibrary(question, u);
  const best = library.passages[0];
  return library.understanding.outcome === 'answer' && !!best && coverage(question, best) >= CORE_COVERAGE;
}
