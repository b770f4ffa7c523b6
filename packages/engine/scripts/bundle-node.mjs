#!/usr/bin/env node
// The engine's second build step, after tsc: bundles the Node entry points
// (dist/node/index.js, the main thread; dist/node/workers/build-worker.js,
// each worker thread; dist/node/dev/index.js, the dev server) with their
// dependencies into one ES module each, in dist/bundle/.
//
// Why: a build's first second was mostly Node's ESM loader resolving,
// reading and linking some 500 small files of unified, micromark, zod and
// friends, in the main thread and again in every worker. One file each
// loads several times faster (about 40 ms instead of 210 ms for the
// markdown stack alone on the 2-core machine). Tests run the sources, not
// this bundle.
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const outdir = join(root, 'dist/bundle');
await rm(outdir, { recursive: true, force: true });
const common = {
  absWorkingDir: root,
  outdir,
  bundle: true,
  // Each entry complete in itself: every module's `import.meta.url` is then the entry's own file.
  splitting: false,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Packages with native binaries or files of their own beside their JS, found at run time from their own folder:
  // esbuild ships binaries, tinypool its worker script; @swc/wasm-typescript is 3.7 MB of WebAssembly required only when a block needs it.
  external: ['esbuild', 'tinypool', '@swc/wasm-typescript'],
  // CommonJS packages required, not imported as ES modules (see the script for why).
  alias: { esbuild: join(root, 'scripts/esbuild-require.mjs') },
  // CommonJS dependencies `require()` Node's built-ins; an ES module has no `require` of its own.
  banner: { js: "import { createRequire as __quireCreateRequire } from 'node:module'; const require = __quireCreateRequire(import.meta.url);" },
};
// The main thread's entry and each worker thread's. A config a build loads imports this same file (`quireEngineEntry`),
// so that its `defineConfig` and the build's are one module.
await build({
  ...common,
  entryPoints: { index: 'dist/node/index.js', 'build-worker': 'dist/node/workers/build-worker.js' },
  define: { 'import.meta.quireEngineEntry': JSON.stringify('./index.js') },
});
// `quire dev`'s entry (`@quire/engine/dev`), on its own: it loads before the
// server is ready, so it must not bring the build. A config it loads imports
// the small config-facing module rather than this whole file, and its
// markdown worker is the bundled `build-worker.js` beside it. Paths are
// relative to dist/bundle/.
await build({
  ...common,
  entryPoints: { dev: 'dist/node/dev/index.js' },
  define: {
    'import.meta.quireEngineEntry': JSON.stringify('../node/config/config-api.js'),
    'import.meta.quireDevClientEntry': JSON.stringify('../client/dev/auto-connect.js'),
  },
});
