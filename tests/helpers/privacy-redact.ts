import { expect } from 'vitest';
import { redactPatientIdentifiers } from '../../src/coach/guard/privacy';

/** The text after the privacy guard's rules (the browser's, no language model). */
export const redact = (text: string) => redactPatientIdentifiers(text).text;

/** Nothing in `text` is taken for a patient's identifier. */
export const removesNothing = (text: string) => expect(redactPatientIdentifiers(text).found, text).toEqual([]);
