/**
 * Code blocks and TypeScript/JavaScript tabs of the CLI's "markdown"
 * fixture, in Chromium: highlighting in both color modes, marked lines,
 * line numbers kept out of copied text, the copy button, and tabs that
 * switch by mouse and keyboard, together, and stay switched across reloads
 * and client-side navigation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration, type OpenedPage } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest({ fixture: 'markdown' });

/** A hydrated page in a fresh context that may use the clipboard, in the given color mode. */
async function open(path: string, mode: 'light' | 'dark' = 'light'): Promise<OpenedPage> {
  const opened = await site.blank({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width: 1280, height: 900 } });
  await opened.page.addInitScript((m) => localStorage.setItem('theme', m), mode);
  await opened.page.goto(site.url + path.slice(1));
  await waitForHydration(opened.page);
  return opened;
}

/** The code block whose title bar says `title`. */
const titled = (title: string) => `.quire-code-block:has(> .quire-code-title:text-is("${title}"))`;

function color(page: Page, selector: string, property = 'color'): Promise<string> {
  return page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
}

describe('code blocks', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`are highlighted with the theme's token colours and marked lines in ${mode} mode`, async () => {
      const { page, problems, close } = await open('/code-blocks', mode);
      expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
      const text = await color(page, '.quire-code-pre code');
      const keyword = await color(page, '.quire-code-pre .keyword');
      const comment = await color(page, '.quire-code-pre .comment');
      const string = await color(page, '.quire-code-pre .string');
      expect(new Set([text, keyword, comment, string]).size).toBe(4);
      const expected = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--quire-token-keyword').trim());
      expect(await page.locator('.quire-code-pre .keyword').first().evaluate((el, c) => {
        const probe = document.createElement('span');
        probe.style.color = c;
        document.body.append(probe);
        const same = getComputedStyle(probe).color === getComputedStyle(el).color;
        probe.remove();
        return same;
      }, expected)).toBe(true);
      // Marked lines have a background of their own; plain lines do not.
      const marked = await color(page, `${titled('src/counter.js')} .code-line.highlighted`, 'background-color');
      const plain = await color(page, `${titled('src/counter.js')} .code-line:not(.highlighted)`, 'background-color');
      expect(marked).not.toBe(plain);
      expect(plain).toBe('rgba(0, 0, 0, 0)');
      await page.locator(titled('src/counter.js')).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/quire-code-blocks-${mode}.png` });
      expect(problems).toEqual([]);
      await close();
    });
  }

  it('numbers lines without putting the numbers in the selection or the copied text, and says Copied', async () => {
    const { page, problems, close } = await open('/code-blocks');
    const block = page.locator(titled('src/counter.js'));
    const code = 'let count = 0;\nexport function increment() {\n  count += 1;\n  return count;\n}';
    // The numbers are drawn (a counter in ::before) …
    expect(await block.locator('.code-line').first().evaluate((el) => getComputedStyle(el, '::before').content)).toBe('counter(line)');
    // … but are not text: selecting the whole block selects the code alone.
    const selected = await block.locator('code').evaluate((el) => {
      getSelection()!.selectAllChildren(el);
      return getSelection()!.toString();
    });
    expect(selected).toBe(code);
    const button = block.getByRole('button', { name: 'Copy code' });
    await button.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(await button.textContent()).toBe('Copied');
    expect(await block.getByRole('status').textContent()).toBe('Copied');
    expect(problems).toEqual([]);
    await close();
  });

  it('copies a block without its magic comments, from the keyboard too', async () => {
    const { page, problems, close } = await open('/code-blocks');
    const block = page.locator('.quire-code-block', { hasText: 'const e = 5;' });
    expect(await block.locator('.code-line.highlighted').allTextContents()).toEqual(['const b = 2;', 'const c = 3;', 'const d = 4;']);
    await block.getByRole('button', { name: 'Copy code' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;');
    expect(problems).toEqual([]);
    await close();
  });

  it('are the same when the browser renders them, after a client-side navigation, and copy the same', async () => {
    const { page, problems, close } = await open('/code-blocks');
    const markup = () => page.locator('.quire-code-pre code').evaluateAll((codes) => codes.map((code) => code.innerHTML));
    // The server's markup, which hydration kept.
    const served = await markup();
    expect(served.length).toBeGreaterThan(3);
    expect(served.join('')).toContain('<span class="keyword">');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.locator('.quire-doc-sidebar a[href="/typescript-tabs"]').click();
    await page.waitForSelector('h1#typescript-tabs');
    await page.locator('.quire-doc-sidebar a[href="/code-blocks"]').click();
    await page.waitForSelector('h1#code-blocks');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(await markup()).toEqual(served);
    const block = page.locator(titled('src/counter.js'));
    await block.getByRole('button', { name: 'Copy code' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('let count = 0;\nexport function increment() {\n  count += 1;\n  return count;\n}');
    expect(problems).toEqual([]);
    await close();
  });

  it('highlights fences inside list items and blockquotes', async () => {
    const { page, problems, close } = await open('/code-blocks');
    expect(await page.locator('li .quire-code-pre code').textContent()).toBe("const inList = true;\n  const indented = 'kept';");
    expect(await page.locator('li .quire-code-pre .keyword').count()).toBe(2);
    expect(await page.locator('blockquote .quire-code-pre code').textContent()).toBe('echo quoted');
    expect(await page.locator('blockquote .quire-code-pre .builtin, blockquote .quire-code-pre .function').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });
});

/** Which panel of each tab group is shown: `ts` or `js`. */
function shownPanels(page: Page): Promise<string[]> {
  return page.locator('.quire-code-tabs').evaluateAll((groups) =>
    groups.map((group) => {
      const shown = Array.from(group.querySelectorAll<HTMLElement>('[role="tabpanel"]')).filter((p) => p.offsetParent !== null);
      return shown.map((p) => p.dataset.codeLanguage).join('+');
    }),
  );
}

function selectedTabs(page: Page): Promise<string[]> {
  return page.locator('[role="tab"][aria-selected="true"]').allTextContents();
}

describe('TypeScript/JavaScript tabs', () => {
  it('switch every group on the page with the mouse, and the JavaScript has no types', async () => {
    const { page, problems, close } = await open('/typescript-tabs');
    expect(await shownPanels(page)).toEqual(['ts', 'ts', 'ts']);
    expect(await selectedTabs(page)).toEqual(['TypeScript', 'TypeScript', 'TypeScript']);
    await page.getByRole('tab', { name: 'JavaScript' }).first().click();
    expect(await shownPanels(page)).toEqual(['js', 'js', 'js']);
    expect(await selectedTabs(page)).toEqual(['JavaScript', 'JavaScript', 'JavaScript']);
    const js = await page.locator('[role="tabpanel"][data-code-language="js"] code').allTextContents();
    expect(js[0]).toBe(
      "import { configureStore } from '@reduxjs/toolkit';\n\n// The reducer counts.\nconst counter = (state = { value: 0 }, action) =>\n  action.type === 'increment' ? { value: state.value + 1 } : state;\n\nexport const store = configureStore({ reducer: { counter } });",
    );
    expect(js[1]).toBe('export function Card({ title, children }) {\n  return <section aria-label={title}>{children}</section>;\n}');
    // A component fenced as `ts` (JSX in a TypeScript block) is stripped as TSX.
    expect(js[2]).toBe('export function Badge({ label }) {\n  return <span className="badge">{label}</span>;\n}');
    for (const text of js) expect(text).not.toMatch(/\binterface\b|\btype [A-Z{]|: (string|number|ReactNode|CardProps|Reducer)\b/);
    await page.screenshot({ path: '/tmp/quire-code-tabs-js.png' });
    expect(problems).toEqual([]);
    await close();
  });

  it('follow the arrow keys, Home and End, moving focus with the selection', async () => {
    const { page, problems, close } = await open('/typescript-tabs');
    const ts = page.getByRole('tab', { name: 'TypeScript' }).nth(1);
    await ts.focus();
    await page.keyboard.press('ArrowRight');
    expect(await selectedTabs(page)).toEqual(['JavaScript', 'JavaScript', 'JavaScript']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('JavaScript');
    await page.keyboard.press('ArrowRight');
    expect(await selectedTabs(page)).toEqual(['TypeScript', 'TypeScript', 'TypeScript']);
    await page.keyboard.press('End');
    expect(await shownPanels(page)).toEqual(['js', 'js', 'js']);
    await page.keyboard.press('Home');
    expect(await shownPanels(page)).toEqual(['ts', 'ts', 'ts']);
    // Only the selected tab is in the tab order (roving tabindex).
    expect(await page.locator('[role="tab"][tabindex="0"]').allTextContents()).toEqual(['TypeScript', 'TypeScript', 'TypeScript']);
    expect(problems).toEqual([]);
    await close();
  });

  it('keep the choice after a reload, from the first paint, and after client-side navigation', async () => {
    const { page, problems, close } = await open('/typescript-tabs');
    await page.getByRole('tab', { name: 'JavaScript' }).first().click();
    expect(await page.evaluate(() => localStorage.getItem('quire-code-language'))).toBe('js');

    // Before any module script runs, the head script and CSS already show JavaScript.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    expect(await shownPanels(page)).toEqual(['js', 'js', 'js']);
    await page.unroute('**/*.js');
    // What the aborted scripts logged is the point of that step, not a problem.
    problems.length = 0;
    await page.reload();
    await waitForHydration(page);
    expect(await selectedTabs(page)).toEqual(['JavaScript', 'JavaScript', 'JavaScript']);

    // A client-side navigation (no new document) to another page with tabs.
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.locator('.quire-doc-sidebar a[href="/code-blocks"]').click();
    await page.waitForSelector('h1#code-blocks');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(await shownPanels(page)).toEqual(['js']);
    expect(await selectedTabs(page)).toEqual(['JavaScript']);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('a TypeScript block cut into files by `// file:` lines', () => {
  /** The titles of the code blocks in the tab panel of `language` that the reader sees. */
  const visibleTitles = (page: Page, language: 'ts' | 'js') =>
    page
      .locator(`.quire-code-tabs [role="tabpanel"][data-code-language="${language}"] .quire-code-title`)
      .evaluateAll((titles) => titles.filter((title) => (title as HTMLElement).offsetParent !== null).map((title) => title.textContent));

  it("shows its files' titles in both tabs, with JavaScript names and code in the JavaScript tab, and never the noEmit file", async () => {
    const { page, problems, close } = await open('/code-files');
    expect(await visibleTitles(page, 'ts')).toEqual(['todos.ts', 'TodoList.tsx']);
    expect(await visibleTitles(page, 'js')).toEqual([]);
    await page.getByRole('tab', { name: 'JavaScript' }).click();
    expect(await visibleTitles(page, 'js')).toEqual(['todos.js', 'TodoList.jsx']);
    expect(await visibleTitles(page, 'ts')).toEqual([]);
    const js = await page.locator('[role="tabpanel"][data-code-language="js"] code').allTextContents();
    expect(js).toEqual([
      "export const todos = [{ id: 1, text: 'Write the docs', done: false }];",
      "import { todos } from './todos';\n\nexport function TodoList({ heading }) {\n  return (\n    <section aria-label={heading}>\n      {todos.map((todo) => <p key={todo.id}>{todo.text}</p>)}\n    </section>\n  );\n}",
    ]);
    // The hidden file is in neither tab, nor anywhere on the page.
    const text = await page.locator('.quire-markdown').innerText();
    expect(text).not.toContain('todo-types.ts');
    expect(text).not.toContain('interface Todo');
    expect(await page.locator('.quire-code-tabs').count()).toBe(1);
    await page.locator('.quire-code-tabs').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/quire-code-files-js.png' });
    expect(problems).toEqual([]);
    await close();
  });
});
