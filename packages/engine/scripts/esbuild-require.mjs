// Stands in for `esbuild` in the engine's bundle (see bundle-node.mjs).
// esbuild's JavaScript API is one CommonJS file; imported as an ES module,
// Node first scans it for its named exports, which measured about 80 ms of
// CPU against 30 ms for `require` on the 2-core machine, paid by every
// build (the config is compiled by esbuild). Same file, same instance: the
// native binary and its service process are esbuild's own either way.
import { createRequire } from 'node:module';

const esbuild = createRequire(import.meta.url)('esbuild');

// Every export of `import('esbuild')`, so engine code may use any of them (esbuild-require.test.ts checks).
export const {
  analyzeMetafile,
  analyzeMetafileSync,
  build,
  buildSync,
  context,
  formatMessages,
  formatMessagesSync,
  initialize,
  stop,
  transform,
  transformSync,
  version,
} = esbuild;
export default esbuild;
