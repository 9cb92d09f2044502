import { z } from 'zod';
import { emailField } from './common';

/** POST /api/newsletter/subscribe payload (spec §3, §5). */
export const subscribeInputSchema = z.object({ email: emailField }).strict();

export type SubscribeInput = z.input<typeof subscribeInputSchema>;

/** A subscriber as the admin reads it (spec §3). */
export interface Subscriber {
  id: string;
  email: string;
  subscribedAt: string;
}
