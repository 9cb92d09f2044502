/**
 * The hospice knowledge base the owner edits in src/content/knowledge/: Medicare hospice rules,
 * eligibility indicators, quality data and the objection cards beyond the eight printed ones.
 * Imported as JSON so it bundles the same way on the server and in the browser's offline coach;
 * tests/unit/knowledge-content.test.ts validates every file against its schema.
 */
import type { KnowledgePassage, ObjectionCard } from '../../lib/content-schemas';
import medicareJson from '../../content/knowledge/medicare-benefit.json';
import eligibilityJson from '../../content/knowledge/eligibility.json';
import qualityJson from '../../content/knowledge/quality.json';
import objectionCardsJson from '../../content/knowledge/objection-cards.json';
import leadershipJson from '../../content/knowledge/leadership.json';
import metricsJson from '../../content/knowledge/metrics.json';
import objectionsFieldJson from '../../content/knowledge/objections-field.json';
import fieldJson from '../../content/knowledge/field.json';
import eligibilityLcdJson from '../../content/knowledge/eligibility-lcd.json';
import medicareCoreJson from '../../content/knowledge/medicare-core.json';
import medicareRulesMoreJson from '../../content/knowledge/medicare-rules-more.json';
import objectionsMoreJson from '../../content/knowledge/objections-more.json';
import plansMoreJson from '../../content/knowledge/plans-more.json';
import emailMoreJson from '../../content/knowledge/email-more.json';

export const KNOWLEDGE_FILES = {
  'medicare-benefit.json': medicareJson,
  'eligibility.json': eligibilityJson,
  'quality.json': qualityJson,
  'leadership.json': leadershipJson,
  'metrics.json': metricsJson,
  'objections-field.json': objectionsFieldJson,
  'field.json': fieldJson,
  'eligibility-lcd.json': eligibilityLcdJson,
  'medicare-core.json': medicareCoreJson,
  'medicare-rules-more.json': medicareRulesMoreJson,
  'objections-more.json': objectionsMoreJson,
  'plans-more.json': plansMoreJson,
  'email-more.json': emailMoreJson,
} as const;

export const KNOWLEDGE: readonly KnowledgePassage[] = Object.values(KNOWLEDGE_FILES).flat() as KnowledgePassage[];
export const OBJECTION_CARDS: readonly ObjectionCard[] = objectionCardsJson as ObjectionCard[];

export function knowledgeById(id: string): KnowledgePassage | undefined {
  return KNOWLEDGE.find((passage) => passage.id === id);
}
