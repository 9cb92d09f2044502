import type { PracticePersonaId } from './schemas/chat';

/** The referral sources a rep can rehearse with (practice mode), as the UI names them. */
export const PRACTICE_PERSONA_INFO: Record<PracticePersonaId, { label: string; setting: string; brief: string }> = {
  'snf-don': {
    label: 'SNF Director of Nursing',
    setting: 'Skilled nursing facility',
    brief: 'Busy, protective of her staff, and already has a hospice provider she says is "fine".',
  },
  hospitalist: {
    label: 'Skeptical hospitalist',
    setting: 'Hospital',
    brief: 'Short on time, wary of hospice sales reps, cares about readmissions and length of stay.',
  },
  'adult-daughter': {
    label: 'Adult daughter',
    setting: 'Home / family',
    brief: "Her father is declining; she isn't ready to hear the word hospice and fears giving up.",
  },
};
