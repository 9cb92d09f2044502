import type { PracticePersonaId } from '../schemas/chat';
import type { PersonaScript, PersonaTopic } from './persona-types';
import { MORE_SCRIPTS, MORE_TOPICS } from './personas-more';
import type { LineSignals } from './signals';

/**
 * Scripted referral sources for practice mode with the offline coach. Each reacts to what the rep
 * does (asks, listens, pitches, asks for a next step) the way these people really do, so the rep
 * feels the difference between discovery and a brochure recital.
 */
export const PERSONA_SCRIPTS: Record<PracticePersonaId, PersonaScript> = {
  ...MORE_SCRIPTS,
  'snf-don': {
    opening:
      "(Director of Nursing, standing at the nurses' station with a chart in hand) I've got about five minutes. We already use a hospice, and honestly they're fine. What do you need?",
    openings: {
      easy: '(Director of Nursing) We already use a hospice, but last weekend nobody came for a resident who was declining. I have a few minutes. What do you do differently?',
      hard: "(Director of Nursing, not putting the chart down) We already use a hospice and they're fine. The state survey is next week. You have two minutes.",
    },
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
        'The paperwork. Every hospice has a different admission packet and my staff hates it. And I get blamed when a transfer to the hospital happens at 2 a.m.',
      ],
      empathy: [
        "(She sets the chart down.) Yeah. It's been a rough quarter. Two nurses quit and the state survey is coming.",
        'Thank you. Most reps just hand me a brochure and a pen.',
      ],
      eligibilityEducation: [
        "Our attending doesn't like referring until someone is 'actively dying'. If you could help him see who qualifies earlier, that would actually matter.",
      ],
      featurePitch: [
        'Every hospice says that. The one we use said it too. What would you actually do differently for my nurses?',
        "I've heard the brochure. I need to know what happens at 11 p.m. on a Saturday.",
      ],
      fallback: ['Mm-hm. Go on, but I have a resident waiting.', 'And how does that help my floor?'],
    },
    harden: [
      'You sound like every other rep. I have a survey next week and residents waiting.',
      "We're fine with who we have. Leave a card.",
    ],
    soften: [
      'What I really need is someone who shows up on a Saturday night.',
      'If your team could talk with the families, my nurses would notice.',
    ],
  },
  hospitalist: {
    opening:
      "(Hospitalist, between admissions, phone buzzing) I have two minutes. I don't really do 'meetings' with hospice reps. What is it?",
    openings: {
      easy: "(Hospitalist) You're with hospice? I just readmitted a heart failure patient for the third time. I have two minutes. What can you do?",
      hard: "(Hospitalist, walking away) I have two minutes and I don't do meetings with reps. My patients aren't ready for hospice.",
    },
    reactions: {
      inducement: [
        'Stop. I don\'t accept anything from vendors, and neither should anyone you call on. That\'s an Anti-Kickback problem, not a "relationship".',
      ],
      disparagesCompetitor: ["I don't care who's worse. I care whether my patient gets seen today."],
      commitmentAsk: [
        'Fine. Send a one-page eligibility guide for heart failure and COPD to my case manager, and if your intake answers in under an hour next time, we can talk again.',
        "If you can get a nurse to the bedside before discharge on Thursday's patient, I'll remember that.",
      ],
      openQuestion: [
        'What slows me down is discharge day. Families need a decision in hours, and hospice intake takes a day to call back.',
        "Readmissions. My CHF patients bounce back in two weeks because nobody's managing symptoms at home.",
      ],
      empathy: [
        '(Looks up from the phone.) Yeah. The census is brutal this week.',
        "At least you get it. Most reps want thirty minutes I don't have.",
      ],
      eligibilityEducation: [
        "Okay, that's useful. I never remember the criteria for non-cancer diagnoses. If your team can do the eligibility review, I'll sign the certification.",
      ],
      featurePitch: ["Everyone has a 'comfort care program'. What's your response time from referral to admission?"],
      fallback: ['And?', "Get to the point, my pager's going off."],
    },
    harden: ["I'm done. Email my case manager if you must.", 'This is a sales pitch. I have patients.'],
    soften: ['My heart failure patients are the ones I worry about.', 'If you could see a patient before discharge, that would help me.'],
  },
  'adult-daughter': {
    opening:
      "(Adult daughter, in the hallway outside her father's room) The doctor said I should talk to you. I'm not ready to hear the word hospice. Dad's a fighter. Are you here to tell me to give up?",
    openings: {
      easy: "(Adult daughter, tired) The doctor said I should talk to you. I read a little about hospice last night. I'm not sure Dad is ready. Can you tell me what it means?",
      hard: "(Adult daughter, angry) I didn't ask for hospice. Dad's a fighter and the doctors have given up on him. Are you here to tell me to give up too?",
    },
    reactions: {
      inducement: ["I don't understand why you're offering me that. I just want someone to help my dad."],
      disparagesCompetitor: ["I don't know anything about other hospices. I just want to know what happens to Dad."],
      commitmentAsk: [
        'Could you come back tomorrow morning when my brother is here? He needs to hear this too. Around 10?',
        'Okay. If you can explain it to Dad the way you explained it to me, we can sit down with him this afternoon.',
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
      fallback: ["I don't know. I just don't want him to suffer.", 'What would you do if it were your father?'],
    },
    harden: ["I don't want to talk about this right now.", "You sound like you're selling something. I need to go back to Dad."],
    soften: ['Honestly, I just want him comfortable and home.', "I'm so tired. I haven't slept properly in weeks."],
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

/**
 * What each persona says when the rep raises a subject, so the reply answers what the rep
 * actually said (weekends, eligibility, cost, his doctor) instead of a stock reaction.
 * First matching subject wins; replies rotate by turn.
 */
const TOPICS: Record<PracticePersonaId, readonly PersonaTopic[]> = {
  ...MORE_TOPICS,
  'snf-don': [
    {
      pattern: /\b(?:weekends?|saturdays?|sundays?|after[- ]hours|nights?|on-call|fridays?)\b/,
      replies: [
        "Weekends are exactly where it falls apart. Last month a resident declined Saturday morning and hospice didn't come until Monday. If you're promising weekends, what does that look like at 11 p.m.?",
        'My weekend supervisor is one nurse for sixty residents. If your nurse actually comes out on a Sunday, that matters more to me than anything in your folder.',
      ],
    },
    {
      pattern: /\b(?:eligib\w*|qualif\w*|criteria|six months|prognosis|dementia|fast)\b/,
      replies: [
        'Half my long-term residents have dementia. How would my nurses know when one of them qualifies? Nobody has ever explained that to us in plain terms.',
        "Our attending says they don't qualify until they stop eating. Is that actually the rule?",
      ],
    },
    {
      pattern: /\b(?:paperwork|admission packet|forms?|intake|process)\b/,
      replies: [
        'Every hospice has a different packet, and my admissions coordinator is drowning. If yours is one call and you do the rest, say that.',
      ],
    },
    {
      pattern: /\b(?:famil(?:y|ies)|daughter|son)\b/,
      replies: [
        "The families are the hardest part. My nurses don't have time for a forty-minute goals-of-care talk with a daughter who's angry at us. Who on your team does that?",
      ],
    },
    {
      pattern: /\b(?:readmi\w*|hospital|transfers?|er)\b/,
      replies: ['Readmissions are on my scorecard. Every 2 a.m. transfer of a resident who wanted comfort care comes back to me.'],
    },
    {
      pattern: /\b(?:staff|nurses?|turnover|short-staffed|survey)\b/,
      replies: [
        "We lost two nurses this quarter and the state survey is due. Anything that adds work for my staff is a no; anything that takes work off them, I'll listen.",
      ],
    },
  ],
  hospitalist: [
    {
      pattern: /\b(?:discharges?|same[- ]day|today|bedside)\b/,
      replies: [
        'Discharge is where hospice loses me. If I call at noon, can your nurse see the patient before 5? Otherwise the family goes home with nothing.',
        'Same day means same day. My case manager will test you on it.',
      ],
    },
    {
      pattern: /\b(?:readmi\w*|bounce back|30[- ]day|chf|heart failure|copd)\b/,
      replies: [
        'My CHF patients come back in two weeks because nobody manages their breathing at home. If hospice changes that, show me the numbers.',
      ],
    },
    {
      pattern: /\b(?:eligib\w*|qualif\w*|criteria|six months|prognosis|nyha|certif\w*)\b/,
      replies: [
        "For cancer I know when. For heart failure and COPD I don't have time to look up the criteria. If your team reviews the chart and tells me, I'll sign.",
      ],
    },
    {
      pattern: /\b(?:response|respond|intake|call back|within|hours?)\b/,
      replies: [
        "The last hospice took a day to call back. If your intake answers within the hour, that's the only thing that will change my referrals.",
      ],
    },
    {
      pattern: /\b(?:famil(?:y|ies)|goals of care|conversation)\b/,
      replies: [
        "I don't have time for a long family meeting. If your team can have the goals-of-care talk after I've raised it, that helps.",
      ],
    },
  ],
  'adult-daughter': [
    {
      pattern: /\b(?:pain|comfort\w*|suffer\w*|symptoms?|breath\w*)\b/,
      replies: [
        "That's what scares me most. My mom's last weeks were awful. If someone could come at night when he can't breathe, I think I could do this.",
        'So someone would actually come if he was in pain at 2 in the morning? Not just a phone call?',
      ],
    },
    {
      pattern: /\b(?:doctor|physician|dr\.?)\b/,
      replies: ['He trusts his own doctor more than anyone. If he could keep seeing him, that would matter to Dad.'],
    },
    {
      pattern: /\b(?:medicare|cost|pay|afford|covers?|insurance)\b/,
      replies: ["I didn't know Medicare paid for that. I've been worried about money on top of everything else."],
    },
    {
      pattern: /\b(?:giving up|give up|cure|treatment|fight\w*|quit)\b/,
      replies: ["He's always been a fighter. If this isn't giving up, then what is it? I need to be able to explain it to him."],
    },
    {
      pattern: /\b(?:home|chair|house|bed)\b/,
      replies: ['He just wants to be in his own chair, looking at the yard. Could he really stay home for this?'],
    },
    {
      pattern: /\b(?:brother|family|sister|kids)\b/,
      replies: ["My brother lives two hours away and thinks I'm overreacting. He'd have to hear it from someone other than me."],
    },
    {
      pattern: /\b(?:leave|change (?:our|his|your) mind|stop hospice|revoke)\b/,
      replies: ['So if he gets stronger, he can stop? That makes it feel less final.'],
    },
  ],
};

/** The persona's answer to the subject the rep raised, if it has one. */
export function topicReply(persona: PracticePersonaId, line: string, turn: number): string | undefined {
  const text = line.toLowerCase();
  const topic = TOPICS[persona].find((candidate) => candidate.pattern.test(text));
  return topic ? topic.replies[turn % topic.replies.length] : undefined;
}
