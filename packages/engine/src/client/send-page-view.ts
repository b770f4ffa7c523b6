import type { SiteData } from '../shared/types.js';

type Gtag = (command: 'event', name: string, params: Record<string, string>) => void;

/**
 * Reports a route change to Google Analytics as a `page_view` event with the
 * page's path and title, when the site sets `analytics.trackingId`. The head
 * stub defines `gtag` (queueing into `dataLayer` until gtag.js arrives), and
 * its `config` call already counted the page the reader landed on, so this
 * runs for later route changes only. Without the stub (analytics off, or a
 * blocker removed it) it does nothing.
 */
export function sendPageView(site: SiteData, title: string): void {
  const trackingId = site.analytics.trackingId;
  const gtag = (window as { gtag?: Gtag }).gtag;
  if (!trackingId || typeof gtag !== 'function') return;
  const { pathname, search, hash } = window.location;
  gtag('event', 'page_view', {
    page_title: title,
    page_path: pathname + search + hash,
    page_location: window.location.href,
    send_to: trackingId,
  });
}
