/**
 * Scenario "Docusaurus front matter": a docs folder using the docs front
 * matter of Docusaurus 3 (tags, unlisted, draft, pagination_*, custom_edit_url,
 * last_update, toc levels, keywords, image) and one misspelt key, built by
 * the real binary from a git clone of it (so `showLastUpdateTime` reads
 * fixed commit dates).
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appMarkup, listFiles, readPage, sitemapUrls } from './support/built-site.js';
import { copyFixture, type FixtureCopy } from './support/fixture-copy.js';
import { REPO_ROOT, runQuire } from './support/run-quire.js';

let site: FixtureCopy;
beforeEach(async () => {
  site = await copyFixture('front-matter');
});
afterEach(() => site.remove());

/** Makes the copy a git repository with every file committed by "Ada Lovelace" on 2023-11-14 (UTC). */
function commitAll(root: string): void {
  const date = '1700000000 +0000';
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Ada Lovelace', GIT_AUTHOR_EMAIL: 'ada@example.org', GIT_COMMITTER_NAME: 'Ada Lovelace', GIT_COMMITTER_EMAIL: 'ada@example.org', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['init', '-q'], { cwd: root, env });
  execFileSync('git', ['add', '-A'], { cwd: root, env });
  execFileSync('git', ['commit', '-q', '-m', 'docs'], { cwd: root, env });
}

describe('Docusaurus docs front matter', () => {
  it('builds tag pages, unlisted and paginated docs, edit links and last updates, and warns about an unknown key', async () => {
    commitAll(site.path(''));
    const outDir = join(site.path(''), 'out');
    const run = await runQuire(['build', site.siteDir, '--out', outDir]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);

    // The misspelt key: a warning at its line and column, with the key it resembles.
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('warning'));
    expect(warnings).toEqual([
      `warning  ${relative(REPO_ROOT, site.path('docs/intro.md'))}:6:1 Unknown front matter key \`sidebar_positon\`: Quire does not read it. Did you mean \`sidebar_position\`?`,
    ]);
    expect(run.stdout).toMatch(/^Built .*, 1 warning \(1 unknown-front-matter-key\)\.$/m);

    const files = await listFiles(outDir);
    expect(files).toEqual(expect.arrayContaining(['tags/index.html', 'tags/redux/index.html', 'tags/getting-started/index.html', 'tags/advanced-topics/index.html', 'secret/index.html']));
    expect(files).not.toContain('draft/index.html');

    // Tags: the list with counts (the unlisted doc not counted), each tag's docs by title, the tags under a doc.
    const tagsList = appMarkup(await readPage(outDir, '/tags'));
    expect(tagsList).toContain('<h1>Tags</h1>');
    expect(tagsList).toContain('<a class="quire-tag" href="/tags/redux">redux<span class="quire-tag-count">2</span></a>');
    expect(tagsList).not.toContain('hidden-only');
    const redux = appMarkup(await readPage(outDir, '/tags/redux'));
    expect(redux).toContain('<h1>2 docs tagged with &quot;redux&quot;</h1>');
    expect(redux.indexOf('href="/basics"')).toBeLessThan(redux.indexOf('href="/intro"'));
    expect(redux).toContain('<p>Stores, one step at a time.</p>');
    expect(redux).not.toContain('/secret');
    const intro = await readPage(outDir, '/intro');
    expect(appMarkup(intro)).toContain('<a class="quire-tag" rel="tag" href="/tags/getting-started">Getting Started</a>');

    // Unlisted: built, noindex, the banner; not in the sitemap, the search index or anyone's pagination.
    const secret = await readPage(outDir, '/secret');
    expect(secret).toContain('<meta name="robots" content="noindex">');
    expect(appMarkup(secret)).toContain('This page is unlisted.');
    expect(intro).not.toContain('noindex');
    const sitemap = sitemapUrls(await readFile(join(outDir, 'sitemap.xml'), 'utf8'));
    expect(sitemap).toContain('https://example.org/tags/redux');
    expect(sitemap.filter((url) => /secret|hidden-only|draft/.test(url))).toEqual([]);
    expect(run.stdout).toContain('indexed 4 pages for search');
    const reference = appMarkup(await readPage(outDir, '/reference'));
    expect(reference).toMatch(/rel="prev" href="\/advanced"/);

    // Pagination: pagination_label, pagination_prev: null, pagination_next to another doc.
    expect(appMarkup(intro)).toMatch(/rel="next" href="\/basics"[^>]*><span class="quire-pagination-label">Next<\/span><span class="quire-pagination-title">The Basics</);
    const advanced = await readPage(outDir, '/advanced');
    expect(appMarkup(advanced)).not.toContain('rel="prev"');
    expect(appMarkup(advanced)).toMatch(/rel="next" href="\/intro"/);

    // Edit links: the site's, a doc's own, none.
    expect(appMarkup(intro)).toContain('href="https://example.org/edit/main/docs/intro.md"');
    expect(appMarkup(await readPage(outDir, '/basics'))).toContain('href="https://example.org/custom/basics.md"');
    expect(appMarkup(advanced)).not.toContain('Edit this page');

    // Last update: git's commit for most docs, last_update front matter over it; in UTC.
    expect(appMarkup(intro)).toContain('Last updated<!-- --> on <time dateTime="2023-11-14T22:13:20.000Z" itemProp="dateModified">Nov 14, 2023</time> by <b>Ada Lovelace</b>');
    expect(appMarkup(advanced)).toContain('<time dateTime="2024-03-01T00:00:00.000Z" itemProp="dateModified">Mar 1, 2024</time> by <b>Jane Doe</b>');

    // toc_max_heading_level, keywords, image, hide_table_of_contents.
    const toc = /<aside class="quire-doc-toc"[\s\S]*?<\/aside>/.exec(appMarkup(advanced))![0];
    expect(toc).toContain('href="#thunks"');
    expect(toc).not.toContain('href="#deep-detail"');
    expect(advanced).toContain('<meta name="keywords" content="middleware, thunks">');
    expect(advanced).toContain('<meta property="og:image" content="https://example.org/img/advanced-card.png">');
    expect(reference).not.toContain('quire-doc-toc');
  });

  it('fails on a pagination_next naming no doc, at its line and column, with the closest id', async () => {
    await site.edit('docs/advanced.md', (text) => text.replace('pagination_next: intro', 'pagination_next: intor'));
    const run = await runQuire(['build', site.siteDir, '--out', join(site.path(''), 'out')]);
    expect(run.code).toBe(1);
    expect(run.output).toContain(
      `${relative(REPO_ROOT, site.path('docs/advanced.md'))}:5:1 Front matter \`pagination_next\` names the doc "intor", but no doc has that id. Did you mean "intro"?`,
    );
  });

  it('reads tags.yml of the docs folder: its keys name tags, other tags warn as inline (onInlineTags)', async () => {
    await site.write('docs/tags.yml', 'redux:\n  label: Redux\n  description: The state container.\n');
    await site.edit('site/quire.config.ts', (text) => text.replace('showLastUpdateTime: true', 'showLastUpdateTime: false'));
    const outDir = join(site.path(''), 'out');
    const run = await runQuire(['build', site.siteDir, '--out', outDir]);
    expect(run.code).toBe(0);
    const inline = run.stdout.split('\n').filter((line) => line.includes('are not defined in'));
    expect(inline).toEqual([
      `warning  ${relative(REPO_ROOT, site.path('docs/advanced.md'))}:7:1 Tags [Advanced Topics] used in advanced.md are not defined in ${relative(REPO_ROOT, site.path('docs/tags.yml'))}. Add them to the tags file, or write a key it defines (config \`onInlineTags\` chooses how this is reported).`,
      `warning  ${relative(REPO_ROOT, site.path('docs/intro.md'))}:5:1 Tags [Getting Started] used in intro.md are not defined in ${relative(REPO_ROOT, site.path('docs/tags.yml'))}. Add them to the tags file, or write a key it defines (config \`onInlineTags\` chooses how this is reported).`,
      `warning  ${relative(REPO_ROOT, site.path('docs/secret.md'))}:5:1 Tags [hidden-only] used in secret.md are not defined in ${relative(REPO_ROOT, site.path('docs/tags.yml'))}. Add them to the tags file, or write a key it defines (config \`onInlineTags\` chooses how this is reported).`,
    ]);
    const redux = appMarkup(await readPage(outDir, '/tags/redux'));
    expect(redux).toContain('<h1>2 docs tagged with &quot;Redux&quot;</h1><p>The state container.</p>');
    expect(appMarkup(await readPage(outDir, '/intro'))).toContain('href="/tags/redux">Redux</a>');

    await site.edit('site/quire.config.ts', (text) => text.replace('showLastUpdateAuthor: true', "showLastUpdateAuthor: true, onInlineTags: 'throw'"));
    const strict = await runQuire(['build', site.siteDir, '--out', outDir]);
    expect(strict.code).toBe(1);
    expect(strict.output).toMatch(/^error .*intro\.md:5:1 Tags \[Getting Started\] used in intro\.md are not defined/m);
  });

  it('outside a git repository: builds, with no dates from git and one warning saying why', async () => {
    const run = await runQuire(['build', site.siteDir, '--out', join(site.path(''), 'out')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^warning .*Cannot tell when docs were last updated: `git log` failed: fatal: not a git repository/m);
    const intro = appMarkup(await readPage(join(site.path(''), 'out'), '/intro'));
    expect(intro).not.toContain('Last updated');
    expect(appMarkup(await readPage(join(site.path(''), 'out'), '/advanced'))).toContain('Mar 1, 2024');
  });
});
