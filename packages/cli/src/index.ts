/**
 * The public surface of `@quire/cli` for code rather than terminals: the
 * static server (used by end-to-end tests to serve a built site as a host
 * would) and the command line as a function (used by tests to call `quire`
 * without a child process).
 */

/**
 * Run the `quire` command line with the given arguments (without `node` and the script)
 * and resolve to its exit code. Never exits the process.
 */
export { run } from './cli.js';

/**
 * Create an HTTP server that serves a built site folder under its base URL, the way a
 * static host does: folder index pages, `404.html` with status 404, cache headers.
 */
export { createStaticServer, normalizeBaseUrl, type StaticServerOptions } from '@quire/engine/serve';
