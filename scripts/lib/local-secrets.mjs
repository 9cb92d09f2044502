import { randomBytes } from 'node:crypto';

/**
 * Local runs need an admin passphrase and a session secret. When they are not set, make fresh
 * ones for this run and print the passphrase, so the admin page works without any setup.
 * A deployed site never reaches this code: without ADMIN_PASSWORD it refuses admin logins.
 */
export function prepareLocalSecrets() {
  process.env.ALLOW_LOCAL_ADMIN = '1';
  if (!process.env.SESSION_SECRET) process.env.SESSION_SECRET = randomBytes(32).toString('hex');
  if (!process.env.ADMIN_PASSWORD) {
    process.env.ADMIN_PASSWORD = randomBytes(9).toString('base64url');
    console.log(`  Admin passphrase for this run (set ADMIN_PASSWORD to choose your own): ${process.env.ADMIN_PASSWORD}`);
  }
  // Without SMTP_URL, email goes to .eml files here (src/server/email/config.ts), so alerts,
  // double opt-in and the weekly send all work locally and can be read in any mail app.
  if (!process.env.SMTP_URL && !process.env.MAIL_OUTBOX_DIR) {
    process.env.MAIL_OUTBOX_DIR = '.netlify/outbox';
    console.log('  SMTP_URL is not set: emails are written to .netlify/outbox/ instead of being sent.');
  }
  if (!process.env.GEMINI_API_KEY) console.log('  GEMINI_API_KEY is not set: the AI tools answer with the offline coach.');
}
