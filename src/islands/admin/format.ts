import type { InquiryStatus } from '../../lib/schemas/inquiry';

export const STATUS_LABELS: Record<InquiryStatus, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed' };

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

/** A mailto: link that a crafted address (`a?cc=…@x.co`) cannot add recipients or headers to. */
export const mailtoHref = (email: string) => `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;

/** Digits and a leading + only: what a phone app needs. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
