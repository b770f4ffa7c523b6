// `@quire/engine/serve`: the static file server of `quire serve`. Its own
// entry, apart from the build's (`@quire/engine`), so that serving a built
// folder loads a handful of small modules rather than the whole engine.
export { createStaticServer, type StaticServerOptions } from './static-server.js';
export { normalizeBaseUrl } from './request-target.js';
// How it answers for a file, for other servers of a built folder that should behave alike (the bench's).
export { cacheControl } from './cache-control.js';
export { contentType } from './content-type.js';
