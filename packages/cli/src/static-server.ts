// The static server is `@quire/engine/serve`, shared with `quire dev`. This
// module only keeps the path that test/interrupted-build.test.ts imports it from.
export { createStaticServer, normalizeBaseUrl, type StaticServerOptions } from '@quire/engine/serve';
