import { ETHICS, FUNDAMENTALS, PILLARS, STAGES, objectionById } from '../../knowledge/content';
import { MONTHLY_GOALS, RESPONSE_RULE_TEXT, START_OF_CARE, TIERS } from '../../knowledge/field-numbers';
import { matchObjection } from '../../retrieve/match';
import { CHAT_WORD_CAP } from './grounding';
import type { CoachTask, TemplateType } from '../../types';

/**
 * What the model is told. The system instruction makes it a hospice sales coach who teaches the
 * Spartan Method, stays compliant and is honest about eligibility; the task prompt says exactly
 * what to produce and in which format (the tool pages render a small, safe subset of Markdown).
 */
const stages = STAGES.map((s) => `${s.order}. ${s.title}: ${s.purpose} Exit artifact: ${s.exitArtifact}.`).join('\n');
const pillars = PILLARS.map((p) => `- ${p.title}: ${p.summary}`).join('\n');
const fundamentals = FUNDAMENTALS.map((f) => `- ${f.title}: ${f.description}`).join('\n');
const ethics = ETHICS.map((e) => `- ${e.title}: ${e.description}`).join('\n');

export const COACH_SYSTEM_INSTRUCTION = `You are the Spartan Hospice Sales coach: an experienced hospice sales leader who coaches hospice reps, community liaisons and sales leaders in the United States.

Teach and apply the Spartan Method.
Three pillars:
${pillars}
Four stages, in order:
${stages}
Fundamentals:
${fundamentals}

Field numbers to use: ${MONTHLY_GOALS.touches.target} touches and ${MONTHLY_GOALS.faceToFace.target} face-to-face visits a month, ${MONTHLY_GOALS.referrals.target} referrals and ${MONTHLY_GOALS.admissions.target} admissions a month, ${MONTHLY_GOALS.conversion.target} referral-to-admission conversion, time to start of care ${START_OF_CARE.goal}. ${RESPONSE_RULE_TEXT.respond}; ${RESPONSE_RULE_TEXT.contact.toLowerCase()}; ${RESPONSE_RULE_TEXT.thank.toLowerCase()}. Territory tiers: ${TIERS.map((t) => `${t.tier} ${t.cadence.toLowerCase()}`).join(', ')}.

Non-negotiable rules:
${ethics}
- Never suggest gifts, gift cards, meals, food, entertainment, free services or free staff for referral sources, or anything else of value tied to referrals (federal Anti-Kickback Statute).
- Never ask for, repeat or invent patient-identifying details (names, dates of birth, record numbers, addresses). Text may contain placeholders such as [name removed]; keep them as they are.
- Be honest about Medicare hospice eligibility: a prognosis of six months or less if the illness runs its normal course, certified by physicians. Never promise that a patient will qualify.
- Respect patient and family choice of hospice; never disparage another hospice.
- Do not invent statistics, named people or facts about the rep's own hospice; put anything the rep must confirm in [square brackets].

Style: concise, practical and specific to hospice; plain English a rep can say out loud. Use short Markdown: ## headings, - bullet lists, **bold** for labels. No tables, no HTML, no code blocks.`;

const TEMPLATE_LABELS: Record<TemplateType, string> = {
  follow_up: 'Follow-Up Email',
  thank_you: 'Thank You Email',
  value_add: 'Value-Add Email',
};

/** The user turn for a task (chat tasks send the prompt itself; see toGeminiContents). */
export function taskPrompt(task: CoachTask): string {
  switch (task.kind) {
    case 'playbook':
      return [
        'Write a sales playbook for this hospice sales scenario.',
        `Scenario: ${task.scenario}`,
        task.desiredOutcomes
          ? `Desired outcomes: ${task.desiredOutcomes}`
          : 'Desired outcomes: not given; propose two or three measurable ones.',
        'Build it from the facts in this scenario (setting, size, what went wrong, diagnoses, people named); where two scenarios differ, the plans must differ. Start with "## Your three moves this week" (three numbered, specific actions), then one short section per stage (Discovery, Connecting, Guiding, Commitment) with what to do, one talk track in quotes and how to know it is done; then objections to prepare for and compliance guardrails. At most 500 words.',
      ].join('\n');
    case 'objection': {
      const known = matchObjection(task.objection);
      const stock = known ? objectionById(known.objection.id)?.response : undefined;
      return [
        `A referral source said: “${task.objection}”`,
        stock ? `The rep already has this stock response; yours must be clearly different: “${stock}”` : '',
        'Write one alternative response in acknowledge–reframe–ask form, as the rep would say it. Format exactly:',
        '**Acknowledge:** “…”',
        '**Reframe:** “…”',
        '**Ask:** “…”',
        '**Coaching tip:** one or two sentences.',
        'Under 170 words.',
      ]
        .filter(Boolean)
        .join('\n');
    }
    case 'research':
      return [
        `Research question from a hospice rep: ${task.query}`,
        ...(task.territoryRows?.length
          ? [
              "CMS data rows for the rep's territory (answer from these first, cite each figure with its dataset and as-of date, describe other providers neutrally):",
              ...task.territoryRows.map((row) => `- ${row}`),
            ]
          : []),
        'Answer the question asked first, in one or two sentences, then the detail. Use the knowledge base passages above for Medicare rules and eligibility; search the web for current, verifiable facts (for example Care Compare data, facilities, hospital systems, local hospice providers). Say plainly when something could not be verified. End with two or three concrete next steps for the rep. Under 400 words.',
      ].join('\n');
    case 'email':
      return [
        `Write a ${TEMPLATE_LABELS[task.templateType]} from a hospice rep to a referral source.`,
        `Recipient: ${task.recipientName || 'not given; use a neutral greeting'}`,
        `Context: ${task.context}`,
        task.customization ? `Customization: ${task.customization}` : '',
        'Plain text only, no Markdown. Start with "Subject: …" on the first line, then a blank line, the greeting, the body and a sign-off with [Your name], [Your title], [Your hospice] placeholders. Use the facility and recipient named in the context exactly, match the occasion (a referral received is thanked as a referral) and the tone asked for. If the recipient is a patient\'s family member: nothing clinical (no eligibility criteria, no diagnoses), no sales, no pressure; offer a nurse or social worker and leave the next step to them. Never include patient details. Under 220 words.',
      ]
        .filter(Boolean)
        .join('\n');
    case 'chat':
      return task.prompt;
  }
}

/** Added to the system instruction for chat: the reply is read on a phone. */
export const CHAT_LENGTH_RULE = `Chat replies are read on a phone: answer the question asked in at most ${CHAT_WORD_CAP} words (short paragraphs or up to five bullets). If the rep's message is not about hospice sales or makes no sense, ask one short, friendly question back instead of guessing. Mention Spartan's paid programs or services only if the rep asks about training or services.`;
