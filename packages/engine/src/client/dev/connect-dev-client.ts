import { DEV_EVENTS_PATH, type DevMessage, type DevProblem } from '../../shared/dev-messages.js';
import { normalizePath } from '../../shared/normalize-path.js';
import type { LiveUpdates } from '../live-updates.js';
import { stripBaseUrl } from '../strip-base-url.js';
import { ErrorOverlay } from './error-overlay.js';
import { problemsForPage } from './problems-for-page.js';

/**
 * Attribute on `<html>`: `connected` once the server has greeted this page
 * (its files are watched from then on), `disconnected` while the stream is down.
 */
export const DEV_STATE_ATTRIBUTE = 'data-quire-dev';

/** sessionStorage key: when the error page last reloaded itself. */
const RELOADED_AT_KEY = 'quire-dev-error-page-reloaded-at';

/**
 * Whether the error page may reload because its errors are gone. Not twice
 * within two seconds: should the server ever answer with an error page while
 * reporting no error for it, the page must not reload in a loop.
 */
function mayReloadErrorPage(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < 2000) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // No storage (a sandboxed frame): reload all the same.
  }
  return true;
}

/** How the dev client finds the server and the page it runs on. */
export interface DevClientOptions {
  /** The site's base URL, to tell which route is on screen. */
  baseUrl: string;
  /** URL of the server's event stream (default `/__quire/events`). */
  eventsUrl?: string;
  /** The server's change count the page was rendered at (see `DevVersion`); unknown when absent. */
  version?: number;
  /**
   * True on the error page the server answers with when it cannot render a
   * page at all: there is no app to update, so the page reloads as soon as
   * its errors are gone.
   */
  errorPage?: boolean;
}

/**
 * Connects the page to the dev server's event stream: shows the overlay of
 * the page's problems, reloads the page when the server asks (config,
 * sidebars, theme) or restarted, and hands route updates to the app through
 * the returned {@link LiveUpdates}, which the client entry passes to `boot`.
 */
export function connectDevClient({ baseUrl, eventsUrl = DEV_EVENTS_PATH, errorPage = false, version }: DevClientOptions): LiveUpdates {
  const listeners = new Set<(paths: readonly string[]) => void>();
  const overlay = new ErrorOverlay();
  let problems: DevProblem[] = [];
  let serverId: string | undefined;
  /** The last change this page has: the one it was rendered at, then each update it applied. */
  let known = version;
  let shownPath: string | undefined;

  const currentPath = (): string => shownPath ?? normalizePath(stripBaseUrl(window.location.pathname, baseUrl) ?? window.location.pathname);
  const showProblems = (): void => {
    const mine = problemsForPage(problems, currentPath());
    // The error page has nothing else to show: once its errors are gone, the real page can be served.
    if (errorPage && !mine.some((p) => p.severity === 'error') && mayReloadErrorPage()) window.location.reload();
    else overlay.show(mine);
  };

  const handle = (message: DevMessage): void => {
    switch (message.type) {
      case 'connected':
        // Another server id: the server restarted while we were away, and may serve other code now.
        if (serverId !== undefined && serverId !== message.serverId) return window.location.reload();
        // Files changed between the rendering of this page and now (it was loading, or disconnected).
        if (known !== undefined && known !== message.version) return window.location.reload();
        serverId = message.serverId;
        known = message.version;
        document.documentElement.setAttribute(DEV_STATE_ATTRIBUTE, 'connected');
        problems = message.problems;
        return showProblems();
      case 'problems':
        problems = message.problems;
        return showProblems();
      case 'update':
        known = message.version;
        if (errorPage && message.paths.includes(currentPath())) return window.location.reload();
        for (const listener of listeners) listener(message.paths);
        return;
      case 'reload':
        return window.location.reload();
    }
  };

  const source = new EventSource(eventsUrl);
  const root = document.documentElement;
  // EventSource reconnects by itself; the `connected` message then tells whether the server restarted.
  source.addEventListener('error', () => root.setAttribute(DEV_STATE_ATTRIBUTE, 'disconnected'));
  source.addEventListener('message', (event: MessageEvent<string>) => {
    try {
      handle(JSON.parse(event.data) as DevMessage);
    } catch (error) {
      console.warn('Quire dev: could not handle a message from the dev server.', error);
    }
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    shown(path) {
      if (path === shownPath) return;
      shownPath = path;
      showProblems();
    },
  };
}
