/** GET /api/admin/newsletter: what the admin's Newsletter tab shows. */
export interface NewsletterDeskStatus {
  email: { mode: 'smtp' | 'outbox' | 'off'; ownerEmail: string; postalAddressSet: boolean };
  /** Why a send would not run (no SMTP_URL, no postal address), or null. */
  blocker: string | null;
  activeSubscribers: number;
  pendingSubscribers: number;
  /** This week's issue, or null when no tip is due. */
  issue: null | {
    week: string;
    tipId: string;
    title: string;
    date: string;
    subject: string;
    /** The plain-text part of the email as a subscriber gets it. */
    preview: string;
    started: boolean;
    /** Active subscribers who have already received it. */
    delivered: number;
  };
  history: { tipId: string; title: string; week: string; sent: number; failed: number; lastRunAt: string; runs: number }[];
  /** The tips scheduled after today, soonest first. */
  ahead: { date: string; title: string }[];
  /** Set when fewer than four weeks are scheduled. */
  runwayWarning: string | null;
}

/** POST /api/admin/newsletter/send and /test answers. */
export interface NewsletterActionResult {
  ok: true;
  message: string;
}
