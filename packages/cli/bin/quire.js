#!/usr/bin/env node
// The `quire` command. All logic lives in the compiled package (dist/cli.js);
// this shim only starts it, so the published entry point never changes.
import { main } from '../dist/cli.js';

main();
