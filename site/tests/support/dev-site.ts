import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { cliFixtureSite } from './build-site-copy.js';
import { launchChromium } from './launch-chromium.js';
import { openPage, waitForHydration, type OpenedPage } from './open-page.js';

const quireBin = fileURLToPath(new URL('../../../packages/cli/bin/quire.js', import.meta.url));

/** A fixture site copied to a temporary folder, served by `quire dev`, with a browser. */
export interface DevSiteUnderTest {
  /** Origin plus base URL, ending in `/`. */
  readonly url: string;
  /** Everything `quire dev` printed so far (stdout and stderr). */
  readonly output: string;
  /** Opens `path` in a fresh context and waits until the app hydrated and the dev server greeted it. */
  open(path: string, options?: BrowserContextOptions): Promise<OpenedPage>;
  /** Absolute path of a file of the copy (`docs/intro.md`, `site/quire.config.ts`). */
  path(file: string): string;
  read(file: string): Promise<string>;
  write(file: string, text: string): Promise<void>;
  /** Rewrites a file of the copy; throws when the change changes nothing (a test that edits nothing proves nothing). */
  edit(file: string, change: (text: string) => string): Promise<void>;
  /** Waits until `quire dev` has printed a line matching `pattern` (after `since`, an earlier length of {@link output}). */
  waitForOutput(pattern: RegExp, since?: number): Promise<void>;
}

/**
 * Copies a CLI fixture site (`packages/cli/test/fixtures/<name>`) to a
 * temporary folder, lets `prepare` change it, and runs `quire dev` on it and
 * Chromium for the file's tests; the real docs are never touched. Both stop,
 * and the copy is removed, after the tests.
 */
export function useDevSite(fixture: string, prepare?: (site: Pick<DevSiteUnderTest, 'read' | 'write' | 'edit' | 'path'>) => Promise<void>): DevSiteUnderTest {
  let root: string;
  let child: ChildProcess | undefined;
  let browser: Browser | undefined;
  let url = '';
  let output = '';
  const path = (file: string) => join(root, file);
  const read = (file: string) => readFile(path(file), 'utf8');
  const write = (file: string, text: string) => writeFile(path(file), text);
  const edit = async (file: string, change: (text: string) => string) => {
    const before = await read(file);
    const after = change(before);
    if (after === before) throw new Error(`The edit of ${file} changed nothing.`);
    await write(file, after);
  };

  /** Called after each piece of the server's output arrives. */
  const outputListeners = new Set<() => void>();
  const addOutput = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of outputListeners) listener();
  };
  /** Resolves when the output since `since` matches `pattern`, looking again as each piece arrives; the timeout only says what was printed instead. */
  const waitForOutput = (pattern: RegExp, since = 0, timeoutMs = 20_000) =>
    new Promise<void>((resolve, reject) => {
      const stop = () => {
        outputListeners.delete(look);
        clearTimeout(timer);
      };
      const look = () => {
        if (!pattern.test(output.slice(since))) return;
        stop();
        resolve();
      };
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`quire dev did not print ${pattern} in ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      outputListeners.add(look);
      look();
    });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'quire-dev-e2e-'));
    await cp(join(cliFixtureSite(fixture), '..'), root, { recursive: true });
    await prepare?.({ read, write, edit, path });
    // vitest sets NODE_ENV=test; a real run has none.
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env.NODE_ENV;
    child = spawn(process.execPath, [quireBin, 'dev', path('site'), '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'], env });
    child.stdout?.on('data', addOutput);
    child.stderr?.on('data', addOutput);
    const exited = new Promise<never>((_, reject) => child!.once('exit', (code) => reject(new Error(`quire dev exited with ${code}:\n${output}`))));
    await Promise.race([waitForOutput(/ready in \d+ ms at http/, 0, 30_000), exited]);
    url = /ready in \d+ ms at (http:\/\/\S+)/.exec(output)![1]!;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (root) await rm(root, { recursive: true, force: true });
  });

  return {
    get url() {
      return url;
    },
    get output() {
      return output;
    },
    async open(pagePath, options) {
      const opened = await openPage(browser!, options);
      await opened.page.goto(url + pagePath.replace(/^\//, ''));
      await waitForHydration(opened.page);
      await waitForDevConnection(opened.page);
      return opened;
    },
    path,
    read,
    write,
    edit,
    waitForOutput,
  };
}

/** Waits until the dev server has greeted the page: from then on, saving a file reaches it. */
export async function waitForDevConnection(page: Page): Promise<void> {
  await page.waitForSelector('html[data-quire-dev="connected"]', { timeout: 15_000 });
}

/** Sets a flag on `window` that only the same document can still read: it is gone after a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
}

/** Whether the page still shows the document {@link markDocument} marked (no reload since). */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}
