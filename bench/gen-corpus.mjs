#!/usr/bin/env node
// The bench's synthetic documentation site: deterministic markdown pages that
// any documentation generator can build, so Quire can be compared with others
// on the very same input.
//
//   node bench/gen-corpus.mjs OUT_DIR PAGES [--seed N] [--mdx]
//
// OUT_DIR is emptied, then filled with OUT_DIR/section-NN/page-NNNN.md, twenty
// pages a folder (the folders are the generated sidebar's categories). Each
// page is about 6.6 KB of CommonMark + GFM and nothing else (no MDX, no
// directives, no admonitions, since not every generator has them): front
// matter (title, sidebar_label, description), a title heading, four sections
// with prose, inline code, bold, fenced code (ts, tsx, js, bash, json, half
// of them with a title), a GFM table, a bullet list, a third-level heading and
// a block quote. Every section links to another page twice, once by its
// relative .md path and once by its route with a heading's anchor; every link
// resolves, so a link checker must stay quiet.
//
// With --mdx the same pages are written as page-NNNN.mdx (links name the
// .mdx files), each with what a Docusaurus page adds: the `@theme/Tabs` and
// `@theme/TabItem` imports under the front matter and one <Tabs> element
// with two <TabItem>s after the first paragraph. Everything else is byte for
// byte the markdown page, so the two corpora time MDX against markdown and
// nothing else.
//
// The same PAGES and seed give the same bytes on every machine, so runs are
// comparable. Pages are written one at a time: 100 000 pages need no more
// memory than one.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Pages in each folder, that is in each category of the generated sidebar. */
const PAGES_PER_FOLDER = 20;

/** The seed when none is given. */
export const DEFAULT_SEED = 42;

/**
 * The seed of the MDX additions' own sequence (the tab panels' sentences),
 * so drawing them leaves the markdown pages' sequence, and bytes, as they are.
 */
const MDX_SEED_OFFSET = 0x6d6478;

/** The MDX imports of every `--mdx` page, as a Docusaurus page writes them. */
export const MDX_IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';";

/**
 * Writes `pages` pages into `outDir`, deleting what was there.
 *
 * @param {string} outDir
 * @param {number} pages at least 1
 * @param {{ seed?: number, mdx?: boolean }} [options] the same seed gives the same pages; `mdx` writes
 *   them as `.mdx` with a Tabs import and element each (see the top of this file)
 * @returns {{ pages: number, folders: number, bytes: number }} what was written
 */
export function writeCorpus(outDir, pages, { seed = DEFAULT_SEED, mdx = false } = {}) {
  if (!Number.isInteger(pages) || pages < 1) throw new Error(`The page count must be a whole number of at least 1, not ${pages}.`);
  const layout = new Layout(pages, mdx ? '.mdx' : '.md');
  const random = seededRandom(seed);
  const mdxRandom = mdx ? seededRandom(seed + MDX_SEED_OFFSET) : undefined;
  rmSync(outDir, { recursive: true, force: true });
  let bytes = 0;
  let folder = -1;
  for (let index = 0; index < pages; index++) {
    const page = layout.page(index);
    if (page.folderIndex !== folder) {
      folder = page.folderIndex;
      mkdirSync(join(outDir, page.folder), { recursive: true });
    }
    const text = pageMarkdown(index, layout, random, mdxRandom);
    writeFileSync(join(outDir, page.folder, `${page.name}${layout.extension}`), text);
    bytes += Buffer.byteLength(text);
  }
  return { pages, folders: folder + 1, bytes };
}

/**
 * Where each page goes: its folder and file name, padded so that names sort
 * in page order at any size (4 digits up to 10 000 pages, 5 beyond).
 */
class Layout {
  /**
   * @param {number} pages
   * @param {'.md' | '.mdx'} extension of every page's file
   */
  constructor(pages, extension) {
    this.pages = pages;
    this.extension = extension;
    this.pageDigits = Math.max(4, String(pages - 1).length);
    this.folderDigits = Math.max(2, String(Math.floor((pages - 1) / PAGES_PER_FOLDER)).length);
  }

  /** @param {number} index */
  page(index) {
    const folderIndex = Math.floor(index / PAGES_PER_FOLDER);
    return {
      folderIndex,
      folder: `section-${String(folderIndex).padStart(this.folderDigits, '0')}`,
      name: `page-${String(index).padStart(this.pageDigits, '0')}`,
    };
  }
}

// The prose is drawn from the vocabulary of a state-management library's
// docs, like the site Quire builds, so words, code spans and search terms
// look like real documentation.
const WORDS = (
  'store state slice reducer action dispatch selector middleware thunk query mutation cache ' +
  'endpoint entity adapter immutable draft payload listener effect subscription polling tag ' +
  'provider hook component render request response error retry option default value generic ' +
  'callback promise await pending fulfilled rejected serializable normalized lifecycle prefetch ' +
  'streaming optimistic pagination transform schema devtools enhancer'
).split(' ');

const TYPES = ['string', 'number', 'boolean', 'Function', 'object'];
const DEFAULTS = ['undefined', 'true', 'false', '0', "''", 'null'];
const COMPONENTS = ['TodoList', 'PostsPage', 'Counter', 'UserCard'];

/** The four section headings of page `index`, known to every page that links to it. */
function sectionHeadings(index) {
  // Four different words (steps of 11, with more than 33 words), so no two anchors of a page collide.
  return [0, 1, 2, 3].map((k) => `${capitalize(WORDS[(index * 3 + k * 11) % WORDS.length])} usage ${k + 1}`);
}

/** The anchor a heading gets: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading) {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

/**
 * One page's markdown, or its MDX when `mdxRandom` is given: the same
 * blocks, from the same draws of `random`, plus the imports and a Tabs element.
 *
 * @param {number} index
 * @param {Layout} layout
 * @param {ReturnType<typeof seededRandom>} random
 * @param {ReturnType<typeof seededRandom>} [mdxRandom] the MDX additions' own sequence
 */
function pageMarkdown(index, layout, random, mdxRandom) {
  const here = layout.page(index);
  const title = `Page ${index}: the ${random.pick(WORDS)} ${random.pick(WORDS)}`;
  const description = plainSentence(random);
  const blocks = [`---\ntitle: "${title}"\nsidebar_label: "Page ${index}"\ndescription: "${description}"\n---`, `# ${title}`, paragraph(random)];
  sectionHeadings(index).forEach((heading, k) => {
    blocks.push(`## ${heading}`, paragraph(random), crossLinks(here, k, layout, random), codeBlock(random));
    if (k === 1) blocks.push(optionsTable(random));
    if (k === 2) {
      blocks.push(bulletList(random), `### ${heading} in depth`, `> ${sentence(random)}`, paragraph(random));
    }
  });
  if (mdxRandom) {
    // Front matter, imports, title, first paragraph, then the element.
    blocks.splice(1, 0, MDX_IMPORTS);
    blocks.splice(4, 0, tabsElement(mdxRandom));
  }
  return blocks.join('\n\n') + '\n';
}

/**
 * One `<Tabs>` element of two `<TabItem>`s, each around a short paragraph, as Docusaurus' docs show them.
 *
 * @param {ReturnType<typeof seededRandom>} random draws the paragraphs' words
 */
export function tabsElement(random) {
  const item = (value, label, extra) => [`  <TabItem value="${value}" label="${label}"${extra}>`, '', `  ${sentence(random)}`, '', '  </TabItem>'];
  return ['<Tabs>', ...item('hooks', 'Hooks', ' default'), ...item('classic', 'Classic', ''), '</Tabs>'].join('\n');
}

/** A line linking to a random page twice: by its file, and by its route to the `k`th section's heading. */
function crossLinks(here, k, layout, random) {
  const index = random.int(layout.pages);
  const there = layout.page(index);
  const file = there.folder === here.folder ? `./${there.name}${layout.extension}` : `../${there.folder}/${there.name}${layout.extension}`;
  const anchor = anchorOf(sectionHeadings(index)[k]);
  return `Next: [page ${index}](${file}) and [its ${anchor} section](/${there.folder}/${there.name}#${anchor}).`;
}

function sentence(random) {
  const words = Array.from({ length: 8 + random.int(14) }, () => random.pick(WORDS));
  if (random.chance(0.4)) words[random.int(words.length)] = `\`${random.pick(WORDS)}()\``;
  if (random.chance(0.2)) words[random.int(words.length)] = `**${random.pick(WORDS)}**`;
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** A sentence without markup or quotes, for the front matter. */
function plainSentence(random) {
  return sentence(random).replace(/[`*"]/g, '');
}

function paragraph(random) {
  return Array.from({ length: 3 + random.int(4) }, () => sentence(random)).join(' ');
}

function bulletList(random) {
  return Array.from({ length: 4 }, () => `- ${sentence(random)}`).join('\n');
}

function optionsTable(random) {
  const rows = Array.from({ length: 5 }, () => {
    const cells = [`\`${random.pick(WORDS)}\``, `\`${random.pick(TYPES)}\``, `\`${random.pick(DEFAULTS)}\``, sentence(random)];
    return `| ${cells.join(' | ')} |`;
  });
  return ['| Option | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** Source a docs page might show, one per language; each draws its names from `random`. */
const SNIPPETS = {
  ts: (random) =>
    [
      "import { createSlice, type PayloadAction } from '@reduxjs/toolkit'",
      '',
      `type ${capitalize(random.pick(WORDS))}State = { count: number; status: 'idle' | 'loading' }`,
      '',
      `const initialState = { count: ${random.int(100)}, status: 'idle' } satisfies ${capitalize(random.pick(WORDS))}State`,
      '',
      'export const slice = createSlice({',
      `  name: '${random.pick(WORDS)}',`,
      '  initialState,',
      '  reducers: {',
      '    added(state, action: PayloadAction<number>) {',
      '      state.count += action.payload',
      '    },',
      '  },',
      '})',
    ].join('\n'),
  tsx: (random) =>
    [
      `export function ${random.pick(COMPONENTS)}() {`,
      '  const { data, isFetching } = useListQuery()',
      '  if (isFetching) return <span>Fetching…</span>',
      '  return (',
      '    <ol>',
      '      {data?.items.map((item) => (',
      '        <li key={item.id}>{item.name}</li>',
      '      ))}',
      '    </ol>',
      '  )',
      '}',
    ].join('\n'),
  js: (random) =>
    [
      'const store = configureStore({',
      `  reducer: { ${random.pick(WORDS)}: ${random.pick(WORDS)}Reducer },`,
      '  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),',
      '})',
      '',
      `store.dispatch({ type: '${random.pick(WORDS)}/${random.pick(WORDS)}', payload: ${random.int(10)} })`,
    ].join('\n'),
  bash: () => ['npm install @reduxjs/toolkit react-redux', '# with pnpm', 'pnpm add @reduxjs/toolkit react-redux'].join('\n'),
  json: (random) =>
    [
      '{',
      `  "name": "${random.pick(WORDS)}-example",`,
      `  "version": "2.${random.int(9)}.0",`,
      '  "dependencies": { "@reduxjs/toolkit": "^2.2.0" }',
      '}',
    ].join('\n'),
};
const LANGUAGES = Object.keys(SNIPPETS);

function codeBlock(random) {
  const language = random.pick(LANGUAGES);
  const title = random.chance(0.5) ? ` title="${random.pick(WORDS)}.${language}"` : '';
  return `\`\`\`${language}${title}\n${SNIPPETS[language](random)}\n\`\`\``;
}

function capitalize(word) {
  return word[0].toUpperCase() + word.slice(1);
}

/**
 * A small seeded generator (mulberry32): the same seed gives the same
 * sequence everywhere, which Math.random cannot.
 *
 * @param {number} seed
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    next,
    /** A whole number in [0, n). */
    int: (n) => Math.floor(next() * n),
    /** @template T @param {readonly T[]} items */
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}

// Run as a command: node bench/gen-corpus.mjs OUT_DIR PAGES [--seed N] [--mdx]
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const usage = 'usage: node bench/gen-corpus.mjs OUT_DIR PAGES [--seed N] [--mdx]';
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { seed: { type: 'string' }, mdx: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const [outDir, pagesText] = positionals;
  if (!outDir || !/^[1-9]\d*$/.test(pagesText ?? '') || positionals.length > 2) {
    console.error(usage);
    process.exit(2);
  }
  if (values.seed !== undefined && !/^\d+$/.test(values.seed)) {
    console.error(`--seed must be a whole number, not "${values.seed}".\n${usage}`);
    process.exit(2);
  }
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  const written = writeCorpus(outDir, Number(pagesText), { seed, mdx: values.mdx === true });
  console.log(`wrote ${written.pages} ${values.mdx ? 'MDX ' : ''}pages (${(written.bytes / 1e6).toFixed(1)} MB) in ${written.folders} folders to ${outDir}`);
}
