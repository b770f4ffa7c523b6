/**
 * The dev client as the dev server serves it, at `/__quire/dev-client.js`:
 * a module that connects as soon as it runs, set up by the attributes of
 * its own `<script data-quire-dev-client>` tag. Every dev page loads it with
 * its own tag, so the overlay works even when the app's bundle does not;
 * the app's entry imports the very same URL, so both share this one
 * connection, and `boot` gets its live updates from here.
 */
import { connectDevClient } from './connect-dev-client.js';

const script = document.querySelector<HTMLScriptElement>('script[data-quire-dev-client]');

/** The page's live updates, for the client entry to hand to `boot`. */
export const live = connectDevClient({
  baseUrl: script?.dataset.baseUrl ?? '/',
  errorPage: script?.dataset.errorPage === 'true',
  version: script?.dataset.version === undefined ? undefined : Number(script.dataset.version),
});
