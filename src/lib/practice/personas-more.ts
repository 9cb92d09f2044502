import type { PersonaScript, PersonaTopic } from './persona-types';

/**
 * Scripted referral sources beyond the first three: a hospital case manager, an oncology office
 * manager and an assisted living executive director. Same shape as ./personas.ts.
 */
export const MORE_SCRIPTS: Record<'case-manager' | 'oncology-office' | 'alf-director', PersonaScript> = {
  'case-manager': {
    opening:
      '(Case manager, laptop open, phone on her shoulder) I have a discharge in ten minutes. Who are you with, and what do you need?',
    openings: {
      easy: "(Case manager, relieved) You're hospice? I have a family on 4 West who chose hospice this morning and nobody has called me back. What can you do today?",
      hard: '(Case manager, not looking up) Last time I called your hospice, intake took six hours and my patient missed his ride home. Why should I call you again?',
    },
    reactions: {
      inducement: ["I can't accept anything, and I give every family the full list of agencies. That's patient choice, and it's the law."],
      disparagesCompetitor: ["I work with all of them. Tell me what you'll do, not what they won't."],
      commitmentAsk: [
        "Okay. Give me your intake line and a name. If you can see my next referral the same day, we'll talk again Thursday at our huddle.",
        'Fine: ten minutes at our Tuesday discharge huddle. Bring the admission criteria on one page.',
      ],
      openQuestion: [
        'Weekends. Friday afternoon referrals sit until Monday and my length of stay goes through the roof.',
        'Families who can\u2019t decide. I have twenty minutes for them, and they need an hour.',
      ],
      empathy: [
        '(Finally looks up.) Yes. Twenty-two discharges today and two of us on the floor.',
        'Thanks. Most reps just ask for referrals.',
      ],
      eligibilityEducation: [
        'That helps. Our residents rotate and nobody teaches them the non-cancer criteria. Can your team review a chart before I call the family?',
      ],
      featurePitch: [
        'Everyone has a brochure. What\u2019s your time from referral to bedside?',
        "I don't need the list of services. I need someone who picks up.",
      ],
      fallback: ['And what does that mean for my discharge today?', 'Mm. My phone is ringing.'],
    },
    harden: ['This is exactly what the last rep said. I have a patient waiting.', "I'm going to have to go. Leave your card."],
    soften: [
      'Honestly, what I need is one person who answers on a Friday at four.',
      "If you'd meet a family at the bedside with me, that would change everything.",
    ],
  },
  'oncology-office': {
    opening: "(Office manager, at the front desk between patients) The doctors don't see reps without an appointment. What is this about?",
    openings: {
      easy: "(Office manager) Our nurse navigator said I should talk to a hospice. Our patients' families call us at night and we can't help them. Do you have a minute?",
      hard: "(Office manager, arms folded) The last hospice we used left a family alone on a Saturday night. Our doctors won't hear the word from a rep. Why are you here?",
    },
    reactions: {
      inducement: [
        "We don't accept lunches or anything else from agencies, and you shouldn't offer. That's a compliance problem for our doctors.",
      ],
      disparagesCompetitor: ["I'm not interested in gossip about other agencies."],
      commitmentAsk: [
        'I could give you fifteen minutes with our nurse navigator on Wednesday at 12:30. The doctors decide, but she sees the families.',
        "Send me one page on how you'd handle a patient still deciding about treatment, and I'll put it in front of Dr.'s team meeting.",
      ],
      openQuestion: [
        'The phone calls. Families call us at 9 p.m. when the pain is bad, and we have no one to send.',
        'Our doctors worry that hospice means they lose their patient. They have known some of these people for years.',
      ],
      empathy: [
        '(Unfolds her arms.) It is a lot. We had four patients die this month.',
        'Thank you. The front desk carries more than people think.',
      ],
      eligibilityEducation: [
        'So the oncologist can stay the attending? Nobody explained that to us. And patients can leave hospice if they want treatment again?',
      ],
      featurePitch: ["Every agency says 'compassionate care'. What happens at 9 p.m. when a family calls?"],
      fallback: ['I have a patient checking in.', 'And how does that help our patients?'],
    },
    harden: ["I think we're done. Leave a card at the front.", "That sounds like a sales pitch, and our doctors don't take those."],
    soften: ['Our nurse navigator would want to hear this.', 'If the doctors could stay involved, that would matter to them.'],
  },
  'alf-director': {
    opening:
      "(Executive director, walking back from a tour) I have a family tour in ten minutes. We already work with two hospices. What's different about yours?",
    openings: {
      easy: "(Executive director) I just lost a resident of six years to a nursing home move. Her daughter asked why she couldn't stay. Could hospice have helped?",
      hard: '(Executive director, curt) The last hospice in here upset two families and my caregivers. Hospice is usually the start of a move-out. Convince me otherwise.',
    },
    reactions: {
      inducement: ["We don't accept sponsorships or anything from agencies. I'd have to report that."],
      disparagesCompetitor: ["I'm not going to badmouth partners my residents use."],
      commitmentAsk: [
        'Come to our care team meeting Thursday at 3, fifteen minutes, and talk about keeping residents here.',
        'You can do a short in-service for my caregivers next week. Call my wellness director to set it up.',
      ],
      openQuestion: [
        'Move-outs. When a resident declines, families panic and move them, and I lose an apartment and a relationship.',
        'My caregivers are not nurses. When someone is dying they are scared, and they call 911.',
      ],
      empathy: [
        '(Stops walking.) Yes. Occupancy is everything this year, and I hate losing residents that way.',
        'Thank you. It is a lonely job.',
      ],
      eligibilityEducation: [
        'So a resident can have hospice here, in their own apartment, and not move? Families always think they have to move.',
      ],
      featurePitch: ['Both of my hospices say the same thing. What would you do for my caregivers at night?'],
      fallback: ['Go on, quickly.', 'How does that help my residents stay?'],
    },
    harden: ["That's what the last hospice promised. I need to get to my tour.", "I'm not hearing anything new."],
    soften: [
      'If my caregivers had someone to call at night, that would change things.',
      'Families would stay if they felt supported here.',
    ],
  },
};

export const MORE_TOPICS: Record<keyof typeof MORE_SCRIPTS, readonly PersonaTopic[]> = {
  'case-manager': [
    {
      pattern: /\b(?:weekends?|saturdays?|sundays?|fridays?|after[- ]hours|nights?)\b/,
      replies: ['Friday at four is when I need you. If your intake answers then and admits Saturday, I will remember it.'],
    },
    {
      pattern: /\b(?:same[- ]day|today|within (?:an? |\d+ )?hours?|response time|intake|call back)\b/,
      replies: ['Same day is what I need. What happens if I call at 3 p.m. with a family ready to go home?'],
    },
    {
      pattern: /\b(?:choice|list|families?|decid\w*)\b/,
      replies: [
        'I give every family the list; that is their right. What I need is someone who can sit with a family who can\u2019t decide.',
      ],
    },
    {
      pattern: /\b(?:length of stay|readmi\w*|los)\b/,
      replies: ['Length of stay is what my director asks me about every morning. How would you help with that, specifically?'],
    },
  ],
  'oncology-office': [
    {
      pattern: /\b(?:nights?|after[- ]hours|9 ?p\.?m|weekends?|on[- ]call|phone)\b/,
      replies: ['If a family could call your nurse at night instead of our answering service, our nurses would thank you.'],
    },
    {
      pattern: /\b(?:doctor|oncologist|attending|physician)\b/,
      replies: ['The doctors care about one thing: that they don\u2019t lose their patient. Can they stay involved?'],
    },
    {
      pattern: /\b(?:treatment|chemo\w*|giving up|cure)\b/,
      replies: ['Our patients hear hospice and think we are giving up on them. How do you talk about that?'],
    },
  ],
  'alf-director': [
    {
      pattern: /\b(?:move[- ]?outs?|stay|age in place|apartment|occupancy)\b/,
      replies: ['If residents could stay in their apartments to the end, with support, that would matter to me and to families.'],
    },
    {
      pattern: /\b(?:caregivers?|staff|aides?|911)\b/,
      replies: ['My caregivers are not nurses. If they had someone to call before 911, it would change their nights.'],
    },
    {
      pattern: /\b(?:famil(?:y|ies)|daughter|son)\b/,
      replies: ['Families are my customers too. They need to hear it is not a failure that Mom is on hospice here.'],
    },
  ],
};
