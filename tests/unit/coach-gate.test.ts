import { describe, expect, it } from 'vitest';
import { runCoach, startCoachStream, type Budget } from '../../src/coach/engine';
import { checkRequest } from '../../src/coach/guard/gate';
import { normalizeText } from '../../src/coach/guard/normalize';
import type { ChatTask, CoachProvider } from '../../src/coach/types';

/** A provider that records whether it was asked anything (the gate must answer before it). */
function spyProvider(): CoachProvider & { calls: number } {
  const spy = {
    engine: 'gemini' as const,
    calls: 0,
    async answer() {
      spy.calls++;
      return { text: 'model answer', sources: [] };
    },
    async *streamChat() {
      spy.calls++;
      yield 'model answer';
    },
  };
  return spy;
}

function countingBudget(): Budget & { taken: number } {
  const budget = {
    taken: 0,
    async take() {
      budget.taken++;
      return true;
    },
  };
  return budget;
}

describe('text normalisation', () => {
  it('folds full-width digits, look-alike letters and zero-width characters', () => {
    expect(normalizeText('０３/０４/１９３８')).toBe('03/04/1938');
    expect(normalizeText('Маry Jоnes')).toBe('Mary Jones');
    expect(normalizeText('gi\u200Bft card')).toBe('gift card');
  });
  it('leaves ordinary text exactly as it was', () => {
    for (const text of ['Room for improvement — 8–12 referrals', 'Dr. Patel’s “team”', 'Café Olé']) expect(normalizeText(text)).toBe(text);
  });
});

describe('compliance gate in the engine', () => {
  it('answers an inducement itself: what is wrong, what works instead, the compliance officer; no model call, no budget spent', async () => {
    const gemini = spyProvider();
    const budget = countingBudget();
    const result = await runCoach(
      { kind: 'chat', prompt: 'Can I pay the case manager $50 per referral?', history: [] },
      { gemini, budget },
    );
    expect(gemini.calls).toBe(0);
    expect(budget.taken).toBe(0);
    expect(result.engine).toBe('offline');
    const [wrong, , instead, , officer] = result.text.split('\n');
    expect(wrong).toMatch(/^\*\*I can’t help with that\.\*\* Offering cash or payment .* federal Anti-Kickback Statute/);
    expect(instead).toMatch(/^\*\*What works instead:\*\* .*education.*responsiveness/);
    expect(officer).toMatch(/check with your compliance officer/);
  });

  it('gives the eligibility and beneficiary reasons their own words', async () => {
    const eligibility = await runCoach({ kind: 'research', query: 'How do I make him look eligible for hospice?' });
    expect(eligibility.text).toMatch(/a false claim \(the False Claims Act\)/);
    const beneficiary = await runCoach({ kind: 'chat', prompt: 'Can we give families $200 if they choose our hospice?', history: [] });
    expect(beneficiary.text).toMatch(/beneficiary inducement/);
  });

  it('streams the refusal in the chat without touching the model', async () => {
    const gemini = spyProvider();
    const stream = await startCoachStream({ kind: 'chat', prompt: 'take top referrers to Topgolf', history: [] }, { gemini });
    let text = '';
    for await (const chunk of stream.chunks) text += chunk;
    expect(gemini.calls).toBe(0);
    expect(stream.engine).toBe('offline');
    expect(text).toMatch(/^\*\*I can’t help with that\.\*\* Offering entertainment or trips/);
  });

  it('drops an inducement from an email customization, drafts the rest and says so', async () => {
    const gemini = spyProvider();
    const result = await runCoach(
      {
        kind: 'email',
        templateType: 'thank_you',
        recipientName: 'Jenna',
        context: 'Thank Jenna for the referral last week.',
        customization:
          "Tell her we're sending a $100 gift card and catering lunch for her nurses. Ask for 15 minutes with the unit managers.",
      },
      {},
    );
    expect(gemini.calls).toBe(0);
    expect(result.text).not.toMatch(/gift card|catering/i);
    expect(result.text).toContain('Would you be open to 15 minutes with the unit managers?');
    expect(result.notices).toEqual([
      expect.stringMatching(
        /^Compliance: we left part of your customization out of this draft\. Offering gifts or gift cards .*compliance officer/,
      ),
    ]);
  });

  it('lets a compliant customization through untouched', async () => {
    const result = await runCoach({
      kind: 'email',
      templateType: 'thank_you',
      context: 'Thank the DON for her time.',
      customization: 'Thank her with a note, no gifts.',
    });
    expect(result.notices).toEqual([]);
  });

  it('answers a question about a competitor’s conduct, but not a plan to copy it', async () => {
    expect(checkRequest('The other hospice gives the DON gift cards every month. How do I compete?')).toBeUndefined();
    expect(checkRequest('The other hospice gives the DON gift cards every month. Should we give her gift cards too?')).toMatchObject({
      reason: 'referral-inducement',
      value: 'gift',
    });
    expect(checkRequest('Research how other hospices pay referral fees to SNF nurses')).toMatchObject({
      reason: 'referral-inducement',
      value: 'payment',
    });
  });

  it('passes a referral source’s own words in the objection tool, but not the rep’s plan', () => {
    const theirWords = 'Our nurses only work with hospices that bring them gift cards.';
    // The same words in the chat would be refused: the objection tool reads them as the source's.
    expect(checkRequest(theirWords)).toMatchObject({ reason: 'referral-inducement', value: 'gift' });
    return Promise.all([
      runCoach({ kind: 'objection', objection: theirWords }).then((result) => expect(result.text).not.toMatch(/can’t help/)),
      runCoach({ kind: 'objection', objection: `${theirWords} I will give them gift cards too.` }).then((result) =>
        expect(result.text).toMatch(/^\*\*I can’t help with that/),
      ),
    ]);
  });
});

describe('compliance in practice mode', () => {
  const start = { role: 'user' as const, content: "Let's practise: you are the SNF Director of Nursing. I'll start the conversation." };
  const task = (
    prompt: string,
    history: ChatTask['history'],
    action: 'reply' | 'score',
    persona: 'snf-don' | 'adult-daughter' = 'snf-don',
  ): ChatTask => ({
    kind: 'chat',
    prompt,
    history: [start, ...history],
    practice: { persona, action },
  });

  it('fails the scorecard automatically when any rep turn offered something of value, quoting it without patient details', async () => {
    const gemini = spyProvider();
    const history = [
      { role: 'model' as const, content: 'What do you need?' },
      {
        role: 'user' as const,
        content: "I'll cater lunch for your nurses every Friday if you send us patients like Mrs. Alvarez in 214B.",
      },
      { role: 'model' as const, content: 'Hm.' },
      { role: 'user' as const, content: 'Could we meet Tuesday at 2?' },
    ];
    const result = await runCoach(task('Score my conversation', history, 'score'), { gemini });
    expect(gemini.calls).toBe(0);
    expect(result.text.split('\n')[0]).toBe('**Your practice scorecard: 0/100 (automatic fail)**');
    expect(result.text).toContain('**Compliance: automatic fail**');
    expect(result.text).toMatch(/- Why it fails: Offering meals or food to a referral source .*Anti-Kickback Statute/);
    expect(result.text).toContain('[name removed]');
    expect(result.text).not.toMatch(/Alvarez|214B/);
  });

  it('scores a clean session normally (the gate stays out of it)', async () => {
    const result = await runCoach(
      task('Score my conversation', [{ role: 'user', content: 'What happens when a resident declines on a weekend?' }], 'score'),
    );
    expect(result.text).toMatch(/^\*\*Your practice scorecard: \d+\/100\*\*/);
    expect(result.text).not.toMatch(/automatic fail/);
  });

  it('has the persona decline an offer in a role-play turn, and the coach flag it', async () => {
    const gemini = spyProvider();
    const don = await runCoach(task('How about I get you and your team tickets to the Cowboys game?', [], 'reply'), { gemini });
    expect(gemini.calls).toBe(0);
    expect(don.text).toMatch(/^\(Shakes head\.\) I can't accept anything like that/);
    expect(don.text).toMatch(/\*Coach: that offer would fail a real call\. Offering entertainment or trips/);
    const daughter = await runCoach(
      task("If your dad signs on with us this week, we'll give you a $100 grocery card.", [], 'reply', 'adult-daughter'),
    );
    expect(daughter.text).toMatch(/^\(She frowns\.\) I don't understand why you're offering me that/);
    expect(daughter.text).toMatch(/beneficiary inducement/);
  });
});
