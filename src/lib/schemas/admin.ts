import { z } from 'zod';
import { INQUIRY_STATUSES } from './inquiry-rules';
import { ADMIN_MESSAGES, ADMIN_PASSWORD_MAX_LENGTH, STATUS_MESSAGE } from './admin-rules';

export * from './admin-rules';

export const adminLoginSchema = z
  .object({
    password: z
      .string({ error: ADMIN_MESSAGES.passwordRequired })
      .min(1, ADMIN_MESSAGES.passwordRequired)
      .max(ADMIN_PASSWORD_MAX_LENGTH, ADMIN_MESSAGES.wrongPassword),
  })
  .strict();

export const inquiryStatusPatchSchema = z
  .object({ status: z.enum(INQUIRY_STATUSES, { error: STATUS_MESSAGE }) })
  .strict();
