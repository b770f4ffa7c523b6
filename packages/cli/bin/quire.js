#!/usr/bin/env node
// The `quire` command. All logic lives in the compiled package (dist/cli.js);
// this shim only starts it, so the published entry point never changes.

// Builds render with React's production server build, several times faster
// than the development one; set before anything imports React.
process.env.NODE_ENV ??= 'production';

// Node 22.1 and later keep the code they compile in a cache on disk (their own
// temporary folder), so the next run of `quire` starts faster; Node 20 has no
// such cache, and runs without one.
const { default: module } = await import('node:module');
module.enableCompileCache?.();

const { main } = await import('../dist/cli.js');
main();
