import type { PracticePersonaId } from '../schemas/chat';
import type { LineSignals } from './signals';

/**
 * Scripted referral sources for practice mode with the offline coach. Each reacts to what the rep
 * does (asks, listens, pitches, asks for a next step) the way these people really do, so the rep
 * feels the difference between discovery and a brochure recital.
 */
export interface PersonaScript {
  opening: string;
  /** Reactions by what the rep's last line did, most specific first; lines rotate by turn. */
  reactions: {
    inducement: string[];
    disparagesCompetitor: string[];
    commitmentAsk: string[];
    openQuestion: string[];
    empathy: string[];
    eligibilityEducation: string[];
    featurePitch: string[];
    fallback: string[];
  };
}

export const PERSONA_SCRIPTS: Record<PracticePersonaId, PersonaScript> = {
  'snf-don': {
    opening:
      "(Director of Nursing, standing at the nurses' station with a chart in hand) I've got about five minutes. We already use a hospice, and honestly they're fine. What do you need?",
    reactions: {
      inducement: [
        "We can't take anything like that, and you shouldn't be offering it. Our compliance officer would have my head. If that's how you win business, we're done here.",
      ],
      disparagesCompetitor: [
        "I'm not going to listen to you trash a provider my team works with every day. Tell me what you do, not what they don't.",
      ],
      commitmentAsk: [
        "Maybe. If you can show me how you'd handle a Friday-night admission, I'd give you fifteen minutes with my unit managers. Next Tuesday at 2 could work.",
        "I'm not switching anybody. But I'd take one referral to see how you respond, if you can really start care the same day.",
      ],
      openQuestion: [
        "Honestly? Weekends. When a resident declines on a Saturday, I can't get anyone from hospice out here until Monday, and my nurses are left managing symptoms and angry families alone.",
        "Families. My nurses spend hours on the phone with daughters who think we're giving up on their mother. Nobody helps us with those conversations.",
        "The paperwork. Every hospice has a different admission packet and my staff hates it. And I get blamed when a transfer to the hospital happens at 2 a.m.",
      ],
      empathy: [
        "(She sets the chart down.) Yeah. It's been a rough quarter. Two nurses quit and the state survey is coming.",
        "Thank you. Most reps just hand me a brochure and a pen.",
      ],
      eligibilityEducation: [
        "Our attending doesn't like referring until someone is 'actively dying'. If you could help him see who qualifies earlier, that would actually matter.",
      ],
      featurePitch: [
        "Every hospice says that. The one we use said it too. What would you actually do differently for my nurses?",
        "I've heard the brochure. I need to know what happens at 11 p.m. on a Saturday.",
      ],
      fallback: ["Mm-hm. Go on, but I have a resident waiting.", "And how does that help my floor?"],
    },
  },
  hospitalist: {
    opening: "(Hospitalist, between admissions, phone buzzing) I have two minutes. I don't really do 'meetings' with hospice reps. What is it?",
    reactions: {
      inducement: ['Stop. I don\'t accept anything from vendors, and neither should anyone you call on. That\'s an Anti-Kickback problem, not a "relationship".'],
      disparagesCompetitor: ["I don't care who's worse. I care whether my patient gets seen today."],
      commitmentAsk: [
        'Fine. Send a one-page eligibility guide for heart failure and COPD to my case manager, and if your intake answers in under an hour next time, we can talk again.',
        "If you can get a nurse to the bedside before discharge on Thursday's patient, I'll remember that.",
      ],
      openQuestion: [
        'What slows me down is discharge day. Families need a decision in hours, and hospice intake takes a day to call back.',
        "Readmissions. My CHF patients bounce back in two weeks because nobody's managing symptoms at home.",
      ],
      empathy: ["(Looks up from the phone.) Yeah. The census is brutal this week.", "At least you get it. Most reps want thirty minutes I don't have."],
      eligibilityEducation: [
        "Okay, that's useful. I never remember the criteria for non-cancer diagnoses. If your team can do the eligibility review, I'll sign the certification.",
      ],
      featurePitch: ["Everyone has a 'comfort care program'. What's your response time from referral to admission?"],
      fallback: ["And?", "Get to the point, my pager's going off."],
    },
  },
  'adult-daughter': {
    opening:
      "(Adult daughter, in the hallway outside her father's room) The doctor said I should talk to you. I'm not ready to hear the word hospice. Dad's a fighter. Are you here to tell me to give up?",
    reactions: {
      inducement: ["I don't understand why you're offering me that. I just want someone to help my dad."],
      disparagesCompetitor: ["I don't know anything about other hospices. I just want to know what happens to Dad."],
      commitmentAsk: [
        "Could you come back tomorrow morning when my brother is here? He needs to hear this too. Around 10?",
        "Okay. If you can explain it to Dad the way you explained it to me, we can sit down with him this afternoon.",
      ],
      openQuestion: [
        "He's been in the hospital three times since summer. He's lost so much weight. He keeps saying he just wants to be in his own chair at home.",
        "What scares me is the pain. My mom's last weeks were awful, and I promised him it wouldn't be like that.",
      ],
      empathy: ["(Tears up.) Thank you. Nobody has asked me how I'm doing.", "It's been so hard. I'm the one who lives closest."],
      eligibilityEducation: [
        "So he doesn't have to stop seeing his doctor? And if he gets better, he can leave hospice? Nobody told me that.",
      ],
      featurePitch: ["I don't need a list of services. I need to know if he'll be comfortable."],
      fallback: ["I don't know. I just don't want him to suffer.", "What would you do if it were your father?"],
    },
  },
};

/** Which reaction a line earns: compliance problems first, then the strongest positive move. */
export function reactionKey(signals: LineSignals): keyof PersonaScript['reactions'] {
  if (signals.inducement) return 'inducement';
  if (signals.disparagesCompetitor) return 'disparagesCompetitor';
  if (signals.commitmentAsk) return 'commitmentAsk';
  if (signals.openQuestion) return 'openQuestion';
  if (signals.empathy) return 'empathy';
  if (signals.eligibilityEducation) return 'eligibilityEducation';
  if (signals.featurePitch) return 'featurePitch';
  return 'fallback';
}
