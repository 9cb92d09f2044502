import { describe, expect, it } from 'vitest';
import { composeEmail } from '../../src/coach/compose/offline/email';

/** A name or figure the rep typed is never dropped from the draft (phrasings of our own). */
const draft = (templateType: 'follow_up' | 'thank_you' | 'value_add', context: string, recipientName?: string) =>
  composeEmail({ kind: 'email', templateType, context, recipientName });

describe('the names and figures a rep types survive into the email', () => {
  it('keeps a colleague introduced by role and a program’s length', () => {
    expect(
      draft('thank_you', 'thank the DON at Ridgeview for the chat. our night triage nurse Carla Mendes covers after 7pm', 'Joan'),
    ).toMatch(/Carla Mendes/);
    expect(draft('value_add', 'for the SW at Pine Court: our volunteers visit families for 11 months after a death')).toMatch(/11 months/);
  });

  it('says what we have plainly and confirms the rest', () => {
    const text = draft('follow_up', 'met the admissions lead at Oak Row, our respite beds hold up to 5 days, bring the form thursday');
    expect(text).toMatch(/5 days/);
  });

  it('does not echo the recipient, their facility, a competitor’s name or the rep’s instructions about the email', () => {
    const text = draft(
      'follow_up',
      'email the DON at Briar Lake Care Center, she says they use Summitview for everything, keep it to 4 lines',
      'Maria Ortiz',
    );
    expect(text).not.toMatch(/Summitview/);
    expect(text).not.toMatch(/keep it to/i);
    expect(text).not.toMatch(/To confirm: Maria/);
  });
});

describe('the library’s lines that speak to the note’s own terms go with its answer', () => {
  it('carries the entry’s line on the word the rep typed, though its one-sentence answer lacks it', () => {
    const text = draft(
      'value_add',
      "the CM lead at Lakeview asked whether members on medicare advantage can elect any medicare certified hospice or only the plan's own",
    );
    expect(text).toMatch(/any Medicare-certified hospice/);
  });
});

describe('a worry the rep reports is a subject the email answers', () => {
  it('answers "her worry: …" from the library like a belief to correct', () => {
    const text = composeEmail({
      kind: 'email',
      templateType: 'follow_up',
      context:
        'saw the business office manager at Glenview Nursing today. her worry: room and board billing for medicaid residents who elect hospice',
    });
    expect(text).toMatch(/In short: Medicare hospice does not pay a nursing facility's room and board/);
  });
});
