#!/usr/bin/env node
// The theme's second build step, after tsc: bundles the browser client and
// the server renderer once, into dist/prebuilt/, so that a site's build
// that resolves these very files copies them instead of running esbuild
// (about a second of a small site's cold build). A site with a theme of
// its own, or any changed source file, gets a full bundle as before.
import { prebuildThemeBundle } from '@quire/engine';

const dir = await prebuildThemeBundle(new URL('..', import.meta.url).pathname);
process.stdout.write(`prebuilt bundle in ${dir}\n`);
