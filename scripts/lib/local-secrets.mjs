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
  if (!process.env.GEMINI_API_KEY) console.log('  GEMINI_API_KEY is not set: the AI tools answer with the offline coach.');
}
