// Stands in for `typescript` in the engine's bundle (see bundle-node.mjs):
// the compiler is loaded as the CommonJS module it is, which skips the
// format detection and export scan an ESM import costs, and compiled from
// the V8 code cache that `npm run build` writes beside the bundle
// (typescript-code-cache.mjs), which saves most of its compile time.
import { createRequire } from 'node:module';
import { requireWithCodeCache } from '../dist/node/markdown/require-with-code-cache.js';
import { jitInliningOff, shortRunJitActive } from '../dist/node/short-run-jit.js';
import { youngGenerationHeld } from '../dist/node/young-generation.js';

const require = createRequire(import.meta.url);
const version = require('typescript/package.json').version;
// V8 turns down a cache made under other flags: each mix of a short run (startShortRunJit), a big build's JIT
// without inlining (endShortRunJit) and a held young
// generation (holdYoungGeneration) has a cache of its own.
const flavour = `${shortRunJitActive() ? '-short-run' : ''}${jitInliningOff() ? '-no-inlining' : ''}${youngGenerationHeld() ? '-held' : ''}`;
/** Where the cache for this TypeScript is kept: beside the bundled entry that imports this module. */
export const typescriptCodeCache = new URL(`./typescript-${version}${flavour}.v8-cache`, import.meta.url);
const loaded = requireWithCodeCache(require.resolve('typescript'), typescriptCodeCache);
/** The compiled TypeScript, for typescript-code-cache.mjs to write its code cache from. */
export const typescriptScript = loaded.script;
export default loaded.exports;
