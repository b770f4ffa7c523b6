#!/usr/bin/env node
// The last step of the CLI's build (turbo runs it after the engine's and the
// theme's): builds a tiny site the way `quire build` does, so that the
// engine's V8 code caches (dist/bundle/.v8-cache, see the engine's
// run-cached-script.ts) are there before the first real build, holding the
// functions a build runs. Without it the first `quire build` after an install
// writes them itself.
//
// It must never fail the repository's build: any error is reported and the
// step still succeeds (the caches are only a saving).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.NODE_ENV ??= 'production';
// A build of three pages takes about a second; never hold the repository's build up for long.
setTimeout(() => {
  console.warn('warm-code-cache: gave up after 60 s; the first build will write the caches.');
  process.exit(0);
}, 60_000).unref();

// A doc with what most pages hold: front matter, headings, lists, a table, links, an admonition and code in the usual languages.
const doc = (n) => `---
title: Page ${n}
description: A page of the warm-up site.
---

# Page ${n}

Some **bold**, _emphasis_, \`code\`, a [link](./page-${(n + 1) % 3}.md#usage) and <https://example.com>.

## Usage

1. First step
2. Second step
   - nested item
   - [ ] a task

| Option | Type | Default |
| ------ | ---- | ------- |
| \`a\` | \`string\` | \`'x'\` |

:::tip Note
An admonition with a [link](/page-${(n + 2) % 3}).
:::

\`\`\`ts title="store.ts"
import { configureStore, type Reducer } from '@reduxjs/toolkit'
export const store = configureStore({ reducer: {} as Record<string, Reducer> })
\`\`\`

\`\`\`tsx
export function App({ name }: { name: string }) { return <h1>Hello {name}</h1> }
\`\`\`

\`\`\`js
const x = [1, 2, 3].map((n) => n * 2)
\`\`\`

\`\`\`bash
npm install @reduxjs/toolkit
\`\`\`

\`\`\`json
{ "name": "app", "private": true }
\`\`\`
`;

let site;
try {
  // Imported before the short run's flags, as the CLI does: the engine's cache is checked against the flags in effect at import.
  const engine = await import('@quire/engine');
  site = await mkdtemp(join(tmpdir(), 'quire-warm-code-cache-'));
  await mkdir(join(site, 'docs'));
  await writeFile(join(site, 'quire.config.ts'), "export default { title: 'Warm-up', url: 'http://localhost', docsDir: 'docs' };\n");
  await Promise.all([0, 1, 2].map((n) => writeFile(join(site, 'docs', `page-${n}.md`), doc(n))));
  // The flags `quire build` sets for a small site, under which the server renderer's cache is made.
  engine.startShortRunJit();
  engine.holdYoungGeneration();
  try {
    await engine.build({ siteDir: site, cache: false, logger: { info() {}, warn() {} } });
  } finally {
    engine.endShortRunJit();
    engine.releaseYoungGeneration();
  }
} catch (error) {
  console.warn(`warm-code-cache: skipped (${error instanceof Error ? error.message : String(error)}); the first build will write the caches.`);
} finally {
  if (site) await rm(site, { recursive: true, force: true }).catch(() => {});
}
// The engine writes its own cache when the process exits.
process.exit(0);
