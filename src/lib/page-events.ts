/**
 * Every custom DOM event the site's pages and islands send each other, named once. The static
 * chrome's inline scripts (which cannot import) receive the names they need through Astro's
 * `define:vars`; islands and directives import them from here.
 *
 * All are dispatched on `document` except ISLAND_READY, which an island dispatches on its own
 * `<astro-island>` element (it bubbles) from its first effect: the explicit "React now listens"
 * signal the `client:ondemand` directive waits for before replaying what the visitor did early.
 */
export const PAGE_EVENTS = {
  /** Open the site search (header button, Ctrl/Cmd+K). */
  openSearch: 'open-search',
  /** Open the inquiry dialog; detail: { serviceType } (Get Started buttons). */
  openInquiry: 'open-inquiry',
  /** Open the floating AI Coach (the launcher). */
  openChat: 'open-chat',
  /** Reopen the AI Coach conversation saved in this tab (after load). */
  restoreChat: 'restore-chat',
  /** Offline submissions are waiting: try to send them. */
  flushOutbox: 'flush-outbox',
  /** The service worker delivered saved submissions. */
  outboxDelivered: 'outbox-delivered',
  /** A new service worker is waiting: offer a reload. */
  swUpdateReady: 'sw-update-ready',
  /** An inquiry or a newsletter sign-up went through; detail: 'inquiry' | 'signup' (counted by AnalyticsBeacon). */
  counted: 'visit-counted',
  /** An island has hydrated and its handlers listen (dispatched on its <astro-island>). */
  islandReady: 'island-ready',
} as const;
