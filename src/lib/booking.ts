import { externalLinkSchema, type Service } from './content-schemas';
import { BOOKING_URL } from './site-constants.mjs';

/**
 * Where "Book a time" goes for a service: its own `bookingUrl`, else the site-wide BOOKING_URL
 * (build-time env), else nowhere (the card offers the inquiry form only, as before). A malformed
 * BOOKING_URL fails the build with its reason instead of shipping a broken link.
 */
export function bookingUrlFor(service: Pick<Service, 'bookingUrl'>, siteDefault: string = BOOKING_URL): string | null {
  if (service.bookingUrl) return service.bookingUrl;
  if (!siteDefault) return null;
  const parsed = externalLinkSchema.safeParse(siteDefault);
  if (!parsed.success) throw new Error(`BOOKING_URL ${parsed.error.issues[0]?.message ?? 'is not a valid address'}: "${siteDefault}"`);
  return parsed.data;
}
