/**
 * What the dev server (`quire dev`) tells the browser over its event stream.
 * Plain JSON shapes, shared by the server (Node) and the dev client (browser).
 */

/** Path of the dev server's event stream (server-sent events), at the origin's root whatever the base URL. */
export const DEV_EVENTS_PATH = '/__quire/events';

/** Path of the standalone dev client (overlay and reload, no app), which error pages load. */
export const DEV_CLIENT_PATH = '/__quire/dev-client.js';

/** A problem the dev server knows of: a build diagnostic, plus the page it belongs to. */
export interface DevProblem {
  severity: 'error' | 'warning';
  message: string;
  /** The file, relative to the folder the server was started in. */
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
  /** The kind of problem (`broken-link`, `unknown-admonition`…), when it has one. */
  code?: string;
  /**
   * The route whose page the problem belongs to (a doc's route). Absent when
   * it concerns the whole site: the config, the sidebars, the theme.
   */
  route?: string;
}

/**
 * One message of the event stream.
 *
 * - `connected`: sent first on every connection. A new `serverId` means the
 *   server restarted, and a `version` other than the page's means files
 *   changed while the page loaded (or while it was disconnected): either
 *   way the page reloads to pick up what changed meanwhile.
 * - `update`: the data of these routes changed; the page on screen re-renders
 *   in place if it is one of them.
 * - `reload`: something every page depends on changed (config, sidebars,
 *   theme, the set of routes); reload the page.
 * - `problems`: every problem known now; the overlay shows those of this page
 *   and of the whole site, and hides when there are none.
 */
export type DevMessage =
  | { type: 'connected'; serverId: string; version: number; problems: DevProblem[] }
  | { type: 'update'; version: number; paths: string[] }
  | { type: 'reload'; version: number; reason: string }
  | { type: 'problems'; problems: DevProblem[] };

/**
 * How the dev server counts changes: every `update` and `reload` has the
 * next number. A page is rendered with the number of the last change it
 * includes (`data-version` on its dev client's script tag).
 */
export type DevVersion = number;
