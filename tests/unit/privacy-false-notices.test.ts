import { beforeAll, describe, expect, it } from 'vitest';
import { findNamesWithNlp, loadNlp } from '../../src/coach/guard/names-nlp';
import { redactPatientIdentifiers } from '../../src/coach/guard/privacy';
import { removesNothing } from '../helpers/privacy-redact';

/**
 * Requests that name no patient and must get no privacy notice, with phrasings of our own: the
 * people a rep speaks to, works with or leaves things with, doctors in a list, a colleague's cell,
 * a meeting room's head count, the address a group meets at. Both name finders.
 */
beforeAll(loadNlp);

const bothFindersKeep = (text: string) => {
  removesNothing(text);
  expect(redactPatientIdentifiers(text, findNamesWithNlp).found, text).toEqual([]);
};

describe('privacy guard: no notice without a patient', () => {
  it('keeps a titled source given a role, or spoken to, when the server’s NLP reads the sentence', () => {
    bothFindersKeep('the ADON, Mrs. Lindgren, thinks her residents with dementia are not hospice appropriate');
    bothFindersKeep('Mr. Okafor, could your team use a hospice in-service on dementia next month?');
    bothFindersKeep('how do I pitch our dementia program to an administrator like Mr. Ostrowski at Bayview');
  });

  it('keeps a first name opening a sentence spoken to "you"', () => {
    bothFindersKeep('Denise, you told me your memory care unit had 5 hospital transfers last month. what drives those?');
  });

  it('keeps doctors listed after "Drs." and the person a packet is left with', () => {
    bothFindersKeep('cardiology group Drs. Park, Haddad and Lowe see a lot of CHF and refer nobody to hospice');
    bothFindersKeep('should I fax the referral packet or drop it off w marisol vega at the nurses station on 3 west');
  });

  it('keeps a rep or colleague named by role and a role-word span the NLP runs together', () => {
    bothFindersKeep('my names Tariq Bell, cell 555-0160. how do we become your first call when a resident declines?');
    bothFindersKeep('coaching 3 reps. rep Dana Whitlock is at 2 admits a month vs a goal of 6 in the SNFs');
    bothFindersKeep('the ED director dr li wen says they see 20 hospice-eligible pts a week. we want an ED-to-hospice pathway');
  });

  it('keeps a colleague’s cell, a meeting room’s head count and the address a group meets at', () => {
    bothFindersKeep('dr. amani, our medical director dr. ruth cole can do a peer to peer today, her cell is 555-0177');
    bothFindersKeep('in-service at Elm Grove confirmed for 12/3 in the Birch conf room, 18 CNAs. dementia topic ideas?');
    bothFindersKeep('the DON wants grief resources for families; our support group meets tuesdays 5pm at 40 Oak St');
  });
});
