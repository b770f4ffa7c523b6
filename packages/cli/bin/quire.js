#!/usr/bin/env node
// The `quire` command. All logic lives in the compiled package (dist/cli.js);
// this shim only starts it, so the published entry point never changes.

// Builds render with React's production server build, several times faster
// than the development one; set before anything imports React.
process.env.NODE_ENV ??= 'production';

const { main } = await import('../dist/cli.js');
main();
