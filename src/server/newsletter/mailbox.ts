/**
 * The mailbox an address delivers to, for limits that must hold across spellings of one inbox:
 * case-insensitive, without a `+tag` (which most providers deliver to the untagged mailbox), and,
 * at Gmail, without dots in the name (Gmail ignores them; googlemail.com is the same service).
 * Only for counting: the subscriber is stored and written to under the address they typed.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  let name = address.slice(0, at);
  let domain = address.slice(at + 1);
  name = name.split('+')[0] || name;
  if (GMAIL_DOMAINS.has(domain)) {
    name = name.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${name}@${domain}`;
}
