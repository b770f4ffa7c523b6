/**
 * Scenario "markdown": admonitions, raw HTML, headings and GFM, each
 * on its own page of the markdown fixture, built by the real binary. Each
 * page's rendered markdown is pinned as an HTML file snapshot (read them:
 * they show what each construct turns into), and every warning those pages
 * cause is pinned with its `file:line:column`.
 */
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootData, markdownHtml, readPage } from './support/built-site.js';
import { fixture, makeTempDir, removeTempDir } from './support/fixtures.js';
import { REPO_ROOT, runQuire, type QuireRun } from './support/run-quire.js';

const { siteDir, docsDir } = fixture('markdown');
/** The pages of this part, by route; their sources are `docs/<route>.md`. */
const PAGES = ['/admonitions', '/raw-html', '/headings', '/gfm'];
let tmp: string;
let outDir: string;
let run: QuireRun;

beforeAll(async () => {
  tmp = await makeTempDir();
  outDir = join(tmp, 'build');
  run = await runQuire(['build', siteDir, '--out', outDir]);
});
afterAll(() => removeTempDir(tmp));

/** How the CLI prints a doc's path: relative to its working directory, the repository root. */
const shown = (name: string): string => relative(REPO_ROOT, join(docsDir, name));

/** The warning lines the build printed about one doc, in order. */
function warningsAbout(name: string): string[] {
  return run.stdout.split('\n').filter((line) => line.startsWith(`warning  ${shown(name)}:`));
}

describe('quire build of the markdown fixture: admonitions, raw HTML, headings and GFM', () => {
  it('builds, with warnings only', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it.each(PAGES)('renders %s as pinned', async (route) => {
    await expect(markdownHtml(await readPage(outDir, route))).toMatchFileSnapshot(`__snapshots__${route}.html`);
  });

  it('warns about an unknown admonition type at its fence, listing the known types', () => {
    expect(warningsAbout('admonitions.md')).toEqual([
      `warning  ${shown('admonitions.md')}:97:1 Unknown admonition type "nope" in ":::nope". Use one of :::note, :::tip, :::info, :::warning, :::danger, :::caution. Until then its content shows without a box.`,
    ]);
  });

  it('warns about each unsafe part of raw HTML it dropped, where it was', () => {
    const script = 'Docs may hold HTML for layout but not scripts; put behaviour in a theme component.';
    const at = (position: string) => `warning  ${shown('raw-html.md')}:${position}`;
    expect(warningsAbout('raw-html.md')).toEqual([
      `${at('43:1')} Dropped the onerror attribute of <img>: it runs code when the event fires. ${script}`,
      `${at('45:1')} Dropped <script>: it runs code in every reader’s browser. ${script}`,
      `${at('47:1')} Dropped <style>: it restyles the whole site. Put styles in the site’s stylesheet, or a \`style\` attribute for one element.`,
      `${at('49:1')} Dropped the javascript: URL in href of <a>: it runs code when followed. ${script}`,
      `${at('49:65')} Dropped the javascript: URL in href of <a>: it runs code when followed. ${script}`,
    ]);
  });

  it('warns about a custom heading id used twice, at the second heading', () => {
    expect(warningsAbout('headings.md')).toEqual([
      `warning  ${shown('headings.md')}:35:1 Heading id "custom-anchor" is already used by a heading on line 13. Give this heading another {#id}: links to #custom-anchor only reach the first.`,
    ]);
  });

  it('has no warnings about GFM', () => {
    expect(warningsAbout('gfm.md')).toEqual([]);
  });

  it('puts no dropped script in the page, not even in its data', async () => {
    const html = await readPage(outDir, '/raw-html');
    expect(html).not.toContain('__pwned');
    expect(html).not.toContain('javascript:');
    expect(bootData(html).route.key).toBe('/raw-html');
  });

  it('shows inline code and emphasis of headings in the table of contents, links unwrapped', async () => {
    const html = await readPage(outDir, '/headings');
    expect(html).toContain('<a class="quire-toc-link" href="#the-configurestore-function">The <code>configureStore</code> function</a>');
    expect(html).toContain('<a class="quire-toc-link" href="#a-linked-heading-with-emphasis">A linked heading with <em>emphasis</em></a>');
    expect(html).toContain('<a class="quire-toc-link" href="#custom-anchor">A heading with a custom id</a>');
  });
});
