import { describe, expect, it } from 'vitest';
import { redactPatientIdentifiers, redactTask } from '../../src/coach/guard/privacy';

/** The privacy guard's general rules, with phrasings of our own (never a blind batch's). */
const redact = (text: string) => redactPatientIdentifiers(text).text;

describe('privacy guard: general rules', () => {
  it('removes a first name with an initial, a relative’s name, and a room after a patient word', () => {
    expect(redact('Can we talk about Lorna K.? She fell twice on the dementia unit.')).not.toContain('Lorna K.');
    expect(redact('I met your father Desmond at the care conference about hospice.')).not.toContain('Desmond');
    const room = redact('The resident in 318B keeps going out to the ER.');
    expect(room).not.toContain('318B');
    expect(room).toContain('[room removed]');
  });

  it('removes every date once a patient is named, and a number right after the name', () => {
    const text = redact('Intake update: patient Ronald Fisk 0099812, admitted 3/14, revoked 4/2 for surgery.');
    for (const gone of ['Ronald Fisk', '0099812', '3/14', '4/2']) expect(text).not.toContain(gone);
  });

  it('keeps what names no patient: the person greeted, staff by role, a facility line, a meeting room', () => {
    for (const text of [
      'Hi Priya, I’m Sam from our hospice. Do you have ten minutes about your residents with dementia?',
      'The DON at Brookhaven is Gloria Tate and she wants an in-service on CHF.',
      'Their front desk is 555-0188 if you need to schedule the dementia huddle.',
      'The case management meeting is in Room 2201 on Thursday.',
    ]) {
      const result = redactPatientIdentifiers(text);
      expect(result.found, text).toEqual([]);
    }
  });

  it('drops an email recipient who is a patient’s relative, and announces names in earlier chat turns', () => {
    const email = redactTask({
      kind: 'email',
      templateType: 'follow_up',
      context: 'Following up on respite care.',
      recipientName: 'Nadia Ruiz (patient’s daughter)',
    });
    expect(email.task.recipientName).toBeUndefined();
    expect(email.found).toContain('name');
    const chat = redactTask({
      kind: 'chat',
      prompt: 'how should I follow up?',
      history: [{ role: 'user', content: 'patient Harold Vance, dob 2/2/1931, is declining' }],
    });
    expect(JSON.stringify(chat.task)).not.toContain('Harold Vance');
    expect(chat.found).toEqual(expect.arrayContaining(['name', 'dob']));
  });
});
