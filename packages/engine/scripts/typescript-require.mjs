// Stands in for `typescript` in the engine's bundle (see bundle-node.mjs):
// the compiler is loaded as the CommonJS module it is, with `require`,
// which skips the format detection and export scan an ESM import costs.
import { createRequire } from 'node:module';

export default createRequire(import.meta.url)('typescript');
