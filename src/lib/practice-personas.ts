import type { PracticeDifficulty, PracticePersonaId } from './schemas/chat';

/**
 * The referral sources a rep can rehearse with (practice mode), as the UI names them: who they
 * are, what they care about, the objections they raise, and how each difficulty plays them. The
 * same brief is what Gemini is told to play, so the scripted and the model persona agree.
 */
export interface PracticePersonaInfo {
  label: string;
  setting: string;
  brief: string;
  cares: readonly string[];
  objections: readonly string[];
  difficulty: Record<PracticeDifficulty, string>;
}

export const PRACTICE_PERSONA_INFO: Record<PracticePersonaId, PracticePersonaInfo> = {
  'snf-don': {
    label: 'SNF Director of Nursing',
    setting: 'Skilled nursing facility',
    brief: 'Busy, protective of her staff, and already has a hospice provider she says is "fine".',
    cares: ['Weekend and night support for a thin nursing staff', 'Fewer 2 a.m. hospital transfers', 'Help with hard family conversations'],
    objections: ['We already have a hospice and they are fine.', 'I have five minutes.', 'Every hospice says they come on weekends.'],
    difficulty: {
      easy: 'Had a bad weekend with her current hospice and is quietly open to a second provider.',
      medium: 'Satisfied enough with her provider; will talk if you ask about her floor.',
      hard: 'Loyal to her provider, survey next week, and hardens at the first brochure line.',
    },
  },
  'case-manager': {
    label: 'Hospital case manager',
    setting: 'Hospital',
    brief: 'Juggles twenty discharges a day; judges a hospice by how fast intake answers and admits.',
    cares: [
      'Same-day answers and admissions, including weekends',
      'Length of stay and avoidable readmissions',
      'Families who cannot decide',
    ],
    objections: [
      'We send referrals to whoever answers first.',
      'Patient choice: I give families the list.',
      'Your intake took six hours last time.',
    ],
    difficulty: {
      easy: 'Has a patient waiting for a hospice bed today and no one calling back.',
      medium: 'Polite, rushed, and sure every hospice is the same.',
      hard: 'Burned by a slow admission last month; expects you to over-promise.',
    },
  },
  hospitalist: {
    label: 'Skeptical hospitalist',
    setting: 'Hospital',
    brief: 'Short on time, wary of hospice sales reps, cares about readmissions and length of stay.',
    cares: ['Readmissions of heart failure and COPD patients', 'Discharge-day speed', 'Clear non-cancer eligibility criteria'],
    objections: ["I don't do meetings with reps.", 'My patients are not ready for hospice.', 'Palliative care already covers that.'],
    difficulty: {
      easy: 'Just readmitted the same patient for the third time and wants help.',
      medium: 'Gives you two minutes if you get to the point.',
      hard: 'Thinks hospice reps are salespeople first; leaves at the first pitch.',
    },
  },
  'oncology-office': {
    label: 'Oncology office manager',
    setting: 'Physician office',
    brief: 'Guards the oncologists\u2019 time and the front desk; wary of anything that sounds like "giving up".',
    cares: [
      'Patients and families treated with dignity',
      'Less phone work for her nurses',
      'The oncologists keeping their relationship with patients',
    ],
    objections: ['Our doctors refer when they are ready.', 'Patients here are still on treatment.', 'Leave a brochure at the front.'],
    difficulty: {
      easy: 'Her nurse navigator asked her to find a hospice that answers the phone.',
      medium: 'Courteous, protective of the doctors\u2019 schedule.',
      hard: 'Had a hospice drop a patient\u2019s family in the middle of the night; trusts no rep.',
    },
  },
  'alf-director': {
    label: 'ALF executive director',
    setting: 'Assisted living',
    brief: 'Runs a 90-apartment community; worried about occupancy, families, and residents moving out.',
    cares: [
      'Residents ageing in place instead of moving out',
      'Families who feel supported',
      'State survey readiness and caregiver workload',
    ],
    objections: [
      'Hospice means the resident has to move to a nursing home.',
      'Families complain about strangers in the building.',
      'We already work with two hospices.',
    ],
    difficulty: {
      easy: 'Just lost a long-time resident to a move-out she thinks hospice could have prevented.',
      medium: 'Friendly, busy with a tour in ten minutes.',
      hard: 'Sees hospice as a threat to occupancy and has had a bad experience with one.',
    },
  },
  'adult-daughter': {
    label: 'Adult daughter',
    setting: 'Home / family',
    brief: "Her father is declining; she isn't ready to hear the word hospice and fears giving up.",
    cares: ['Her father not being in pain', 'Keeping him at home, in his own chair', 'Not feeling she is giving up on him'],
    objections: ['Dad is a fighter.', 'Hospice is for the last few days.', 'My brother will never agree.'],
    difficulty: {
      easy: 'Exhausted, has read a little about hospice and wants someone to explain it.',
      medium: 'Scared and guarded; opens up if asked about her dad.',
      hard: 'Angry at the doctors, hears any mention of hospice as giving up.',
    },
  },
};

export const DIFFICULTY_LABELS: Record<PracticeDifficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** The line that starts a practice session; the difficulty rides in it, so every engine sees it. */
export function practiceStartLine(persona: PracticePersonaId, difficulty: PracticeDifficulty = 'medium'): string {
  const info = PRACTICE_PERSONA_INFO[persona];
  return `Let's practise: you are the ${info.label} (${difficulty}): ${info.difficulty[difficulty]} I'll start the conversation.`;
}
