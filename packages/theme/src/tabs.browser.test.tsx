// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeTabs } from './code-tabs.js';
import { TabItem } from './tab-item.js';
import { Tabs } from './tabs.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;
/** Hydration mismatches React recovered from, and anything logged as an error. */
let problems: unknown[];

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-code-language');
  window.history.replaceState(null, '', '/page');
  problems = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
});

/**
 * Server-renders `app`, then hydrates the markup in the DOM, as a page
 * load does; `reader` sets up what the reader's browser holds (storage,
 * address, the head script's attribute), which the server never sees.
 */
function load(app: ReactNode, reader?: () => void): { served: string } {
  const served = renderToString(app);
  reader?.();
  container.innerHTML = served;
  act(() => {
    root = hydrateRoot(container, app, { onRecoverableError: (error) => problems.push(error) });
  });
  return { served };
}

const groups = () => [...container.querySelectorAll<HTMLElement>('.quire-tabs')];
/** The selected tab's value in each group. */
const selected = () => groups().map((group) => group.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.dataset.value ?? null);
/** The shown panel's value in each group. */
const shown = () => groups().map((group) => [...group.querySelectorAll<HTMLElement>('[role="tabpanel"]:not([hidden])')].map((panel) => panel.dataset.value).join('+'));
const tab = (group: number, value: string) => groups()[group]!.querySelector<HTMLButtonElement>(`[role="tab"][data-value="${value}"]`)!;

function OsTabs({ groupId, queryString }: { groupId?: string; queryString?: boolean | string }) {
  return (
    <Tabs {...(groupId !== undefined && { groupId })} {...(queryString !== undefined && { queryString })}>
      <TabItem value="mac" label="macOS">
        Mac
      </TabItem>
      <TabItem value="win" label="Windows">
        Win
      </TabItem>
      <TabItem value="linux" label="Linux">
        Linux
      </TabItem>
    </Tabs>
  );
}

describe('Tabs in the browser', () => {
  it('switch by click, and only the clicked group when it has no groupId', () => {
    load(
      <>
        <OsTabs />
        <OsTabs />
      </>,
    );
    act(() => tab(0, 'win').click());
    expect(selected()).toEqual(['win', 'mac']);
    expect(shown()).toEqual(['win', 'mac']);
    expect(tab(0, 'win').tabIndex).toBe(0);
    expect(tab(0, 'mac').tabIndex).toBe(-1);
    expect(localStorage.length).toBe(0);
    expect(problems).toEqual([]);
  });

  it('follow ArrowRight/ArrowLeft (wrapping), Home and End, moving focus with the selection', () => {
    load(<OsTabs />);
    const press = (key: string) => act(() => void (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
    tab(0, 'mac').focus();
    press('ArrowRight');
    expect(selected()).toEqual(['win']);
    expect(document.activeElement).toBe(tab(0, 'win'));
    press('End');
    expect(selected()).toEqual(['linux']);
    press('ArrowRight');
    expect(selected()).toEqual(['mac']);
    press('ArrowLeft');
    expect(selected()).toEqual(['linux']);
    press('Home');
    expect(selected()).toEqual(['mac']);
    expect(document.activeElement).toBe(tab(0, 'mac'));
    expect(problems).toEqual([]);
  });

  it('sync every group of a groupId live, and remember the choice in localStorage under docusaurus.tab.<groupId>', () => {
    load(
      <>
        <OsTabs groupId="os" />
        <OsTabs />
        <OsTabs groupId="os" />
      </>,
    );
    act(() => tab(2, 'linux').click());
    expect(selected()).toEqual(['linux', 'mac', 'linux']);
    expect(localStorage.getItem('docusaurus.tab.os')).toBe('linux');
    expect(problems).toEqual([]);
  });

  it('apply a stored choice after hydration, with the server markup matching (no hydration error)', () => {
    const { served } = load(<OsTabs groupId="os" />, () => localStorage.setItem('docusaurus.tab.os', 'win'));
    // The server could not know the choice: it rendered the default …
    expect(served).toMatch(/aria-selected="true"[^>]*data-value="mac"/);
    // … and the browser moved to the stored choice right after hydrating it.
    expect(selected()).toEqual(['win']);
    expect(problems).toEqual([]);
  });

  it('ignore a stored value that is not one of the tabs', () => {
    localStorage.setItem('docusaurus.tab.os', 'beos');
    load(<OsTabs groupId="os" />);
    expect(selected()).toEqual(['mac']);
  });

  it("follow a choice made in the site's other browser tab (the storage event)", () => {
    load(<OsTabs groupId="os" />);
    localStorage.setItem('docusaurus.tab.os', 'linux');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'docusaurus.tab.os', newValue: 'linux' })));
    expect(selected()).toEqual(['linux']);
  });

  it('read ?<groupId>= with queryString, ahead of the stored choice, and write the choice back in place', () => {
    load(<OsTabs groupId="os" queryString />, () => {
      localStorage.setItem('docusaurus.tab.os', 'linux');
      window.history.replaceState({ key: 'router-entry' }, '', '/page?os=win#install');
    });
    const length = window.history.length;
    expect(selected()).toEqual(['win']);
    act(() => tab(0, 'mac').click());
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/page?os=mac#install');
    // Replaced, not pushed, and the router's entry state kept.
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ key: 'router-entry' });
    expect(localStorage.getItem('docusaurus.tab.os')).toBe('mac');
    expect(problems).toEqual([]);
  });

  it('take a parameter name from queryString="…"', () => {
    load(<OsTabs queryString="platform" />, () => window.history.replaceState(null, '', '/page?platform=linux'));
    expect(selected()).toEqual(['linux']);
    act(() => tab(0, 'win').click());
    expect(window.location.search).toBe('?platform=win');
    expect(localStorage.length).toBe(0);
  });
});

describe('CodeTabs in the browser', () => {
  const code = (
    <>
      <CodeTabs>
        <pre>const a: number = 1;</pre>
        <pre>const a = 1;</pre>
      </CodeTabs>
      <CodeTabs>
        <pre>let b: string;</pre>
        <pre>let b;</pre>
      </CodeTabs>
    </>
  );

  it('are a Tabs group: the head script\'s <html data-code-language="js"> selects JavaScript after hydration, without a mismatch', () => {
    const { served } = load(code, () => {
      localStorage.setItem('quire-code-language', 'js');
      document.documentElement.setAttribute('data-code-language', 'js');
    });
    expect(served).toMatch(/aria-selected="true"[^>]*data-value="ts"/);
    expect(selected()).toEqual(['js', 'js']);
    expect(problems).toEqual([]);
  });

  it("switch every code group and an author's groupId=\"code-language\" group together, under the engine's key", () => {
    load(
      <>
        {code}
        <Tabs groupId="code-language">
          <TabItem value="ts">TS</TabItem>
          <TabItem value="js">JS</TabItem>
        </Tabs>
      </>,
    );
    act(() => tab(1, 'js').click());
    expect(selected()).toEqual(['js', 'js', 'js']);
    expect(localStorage.getItem('quire-code-language')).toBe('js');
    expect(document.documentElement.getAttribute('data-code-language')).toBe('js');
    // The tab and panel carry the attribute the before-paint CSS reads.
    expect(groups()[0]!.querySelector('[role="tabpanel"][data-code-language="js"]')).not.toBeNull();
    expect(groups()[0]!.querySelector('[role="tab"][data-code-language="js"]')).not.toBeNull();
    act(() => tab(2, 'ts').click());
    expect(selected()).toEqual(['ts', 'ts', 'ts']);
    expect(localStorage.getItem('quire-code-language')).toBe('ts');
    expect(document.documentElement.hasAttribute('data-code-language')).toBe(false);
    expect(localStorage.getItem('docusaurus.tab.code-language')).toBeNull();
  });
});
