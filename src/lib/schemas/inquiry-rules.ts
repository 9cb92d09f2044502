/**
 * The inquiry rules islands need without zod (the admin desk loads after the page does; zod's
 * schemas would add ~25 KB and their construction time to it). inquiry.ts builds the schema from
 * these and re-exports them.
 */
export const INQUIRY_LIMITS = { name: 120, phone: 40, company: 160, serviceType: 160, message: 5000 } as const;

export const INQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** An inquiry as stored and as the admin reads it (spec §3 field names). */
export interface Inquiry {
  id: string;
  name: string;
  email: string;
  phone: string;
  company?: string;
  serviceType?: string;
  message: string;
  submittedAt: string;
  status: InquiryStatus;
}
