import { INQUIRY_LIMITS } from './schemas/inquiry';

export interface OpenInquiryDetail {
  /** The service or program title to prefill; absent or empty means no prefill. */
  serviceType?: string;
}

/** The service title carried by an open-inquiry event's detail, or '' when there is none. */
export function readServiceType(detail: unknown): string {
  if (!detail || typeof detail !== 'object' || !('serviceType' in detail)) return '';
  const { serviceType } = detail as OpenInquiryDetail;
  return typeof serviceType === 'string' ? serviceType.trim().slice(0, INQUIRY_LIMITS.serviceType) : '';
}

/** What the inquiry dialog says: its notices and the 24-hour response promise. */
export const INQUIRY_TEXT = {
  title: 'Start Your Inquiry',
  description: 'Tell us about you and your goals. We respond to every inquiry within 24 hours.',
  lockedServiceHint: 'Filled in from the button you chose.',
  successTitle: 'Inquiry Submitted!',
  successDescription: "Thank you for your interest. We'll be in touch soon.",
  failureTitle: 'Submission Failed',
  failureDescription: 'Please try again or contact us directly.',
  queuedTitle: 'Saved, will send when you are back online',
  queuedDescription: "You're offline. Your inquiry is kept on this device and will be sent automatically as soon as you have a connection.",
} as const;
