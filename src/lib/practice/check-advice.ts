import type { PracticePersonaId } from '../schemas/chat';
import type { CheckId } from './checks';

/**
 * "What would have passed": one sayable line per check, in words that fit the person the rep was
 * talking to (a DON hears about her floor, a daughter about her dad).
 */
interface PersonaLines {
  question: string;
  followUp: string;
  acknowledge: string;
  echo: string;
  link: string;
  educate: string;
  ask: string;
}

const LINES: Record<PracticePersonaId, PersonaLines> = {
  'snf-don': {
    question: '“Walk me through what happens when a resident declines on a Saturday night.”',
    followUp: '“What happened the last time that went wrong on a weekend?”',
    acknowledge: '“That sounds exhausting for your nurses.”',
    echo: '“So on weekends your nurses are left alone with it.”',
    link: '“Our on-call nurse comes out on weekends, so that your staff aren’t managing symptoms alone.”',
    educate: '“In dementia, weight loss and repeated infections at FAST 7 are signs a resident may be eligible; our team does the review.”',
    ask: '“Could I have fifteen minutes with your unit managers on Thursday at 2?”',
  },
  'case-manager': {
    question: '“What happens to a hospice referral you make on a Friday afternoon?”',
    followUp: '“How long did the family wait last time?”',
    acknowledge: '“Twenty discharges a day with two of you: that’s a lot.”',
    echo: '“So Friday referrals sit until Monday and your length of stay climbs.”',
    link: '“Our intake answers within the hour on weekends, which means your Friday discharges go home Saturday.”',
    educate:
      '“Hospice needs two physicians to certify a prognosis of six months or less if the illness runs its usual course; we can review the chart first.”',
    ask: '“Could I join your discharge huddle on Tuesday at 9 for ten minutes?”',
  },
  hospitalist: {
    question: '“Which of your heart failure patients come back within thirty days?”',
    followUp: '“What usually sends them back?”',
    acknowledge: '“A brutal census week; I’ll be quick.”',
    echo: '“So it’s the third readmission that worries you.”',
    link: '“We can see a patient before discharge the same day, which means fewer readmissions.”',
    educate: '“For heart failure: NYHA class IV symptoms at rest despite optimal treatment; we do the eligibility review.”',
    ask: '“Could I send a one-page heart failure guide to your case manager and check back Thursday at 8?”',
  },
  'oncology-office': {
    question: '“What happens when one of your patients’ families calls at 9 p.m. in a crisis?”',
    followUp: '“How do the doctors feel when a patient moves to hospice?”',
    acknowledge: '“Four deaths in a month is a lot for a front desk to carry.”',
    echo: '“So the doctors worry they’ll lose their patient.”',
    link: '“The oncologist can stay the attending, so that patients keep the doctor they trust.”',
    educate: '“Patients can leave hospice to resume treatment, and the oncologist can remain the attending physician.”',
    ask: '“Could I have fifteen minutes with your nurse navigator on Wednesday at 12:30?”',
  },
  'alf-director': {
    question: '“What usually happens when a resident here starts to decline?”',
    followUp: '“What do families say when they decide to move a parent out?”',
    acknowledge: '“Losing a resident of six years that way must hurt.”',
    echo: '“So move-outs cost you the apartment and the relationship.”',
    link: '“Residents can receive hospice in their own apartment, which means fewer move-outs.”',
    educate:
      '“Medicare covers hospice wherever the resident lives, including assisted living, if two physicians certify a six-month prognosis.”',
    ask: '“Could I come to your care team meeting on Thursday at 3 for fifteen minutes?”',
  },
  'adult-daughter': {
    question: '“Tell me about your dad. What matters most to him right now?”',
    followUp: '“What worries you most about the nights?”',
    acknowledge: '“I can hear how much you love him, and how tired you are.”',
    echo: '“So being in his own chair matters most to him.”',
    link: '“A nurse is on call at night, so that he can stay at home in his own chair.”',
    educate: '“Medicare covers hospice, he keeps his own doctor, and he can leave hospice if things change.”',
    ask: '“Would it help if our nurse came by tomorrow morning at 10, when your brother is here?”',
  },
};

export function wouldPass(id: CheckId, persona: PracticePersonaId): string {
  const p = LINES[persona];
  switch (id) {
    case 'discovery-open':
      return `Ask about them first: ${p.question}`;
    case 'discovery-follow-up':
      return `Go one level deeper on their answer: ${p.followUp}`;
    case 'discovery-first':
      return `Make your first line a question, not your services: ${p.question}`;
    case 'connecting-acknowledge':
      return `Acknowledge before you answer: ${p.acknowledge}`;
    case 'connecting-their-words':
      return `Say back what they told you, in their words: ${p.echo}`;
    case 'connecting-balance':
      return 'Swap one feature in every turn for a question or a reflection of what they said.';
    case 'guiding-link':
      return `Link what you do to their need with “so that”: ${p.link}`;
    case 'guiding-educate':
      return `Teach one fact, plainly: ${p.educate}`;
    case 'guiding-honest':
      return `Back a claim with something they can check, and leave eligibility to the physicians: ${p.link}`;
    case 'commitment-ask':
      return `Ask for one small next step: ${p.ask}`;
    case 'commitment-time':
      return `Put a day and time on it: ${p.ask}`;
    case 'commitment-fair':
      return `Offer a small step they can say yes to, with no pressure and nothing of value attached: ${p.ask}`;
  }
}
