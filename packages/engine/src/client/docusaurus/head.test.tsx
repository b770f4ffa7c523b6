// @vitest-environment happy-dom
import { act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Head from './head.js';
import { setPageTitle } from '../page-title.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  document.documentElement.setAttribute('lang', 'en');
  document.head.innerHTML = '<title>Intro | Site</title><meta name="description" content="The page\'s own"><link rel="icon" href="/favicon.ico">';
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => setPageTitle('Intro | Site'));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const render = (node: ReactNode) => act(() => root.render(node));
const headHtml = () => document.head.innerHTML;
const descriptions = () => [...document.head.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'));

describe('Docusaurus <Head> in the browser', () => {
  it('puts its tags and title in the document and takes them away on unmount, restoring what it replaced', () => {
    render(
      <Head>
        <html lang="fr" className="special" />
        <title>Custom title</title>
        <meta name="description" content="From Head" />
        <meta property="og:type" content="article" />
        <link rel="preconnect" href="https://cdn.example.com" />
      </Head>,
    );
    expect(document.title).toBe('Custom title');
    expect(descriptions()).toEqual(['From Head']);
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(document.head.querySelector('link[rel="preconnect"]')?.getAttribute('href')).toBe('https://cdn.example.com');
    expect(document.documentElement.getAttribute('lang')).toBe('fr');
    expect(document.documentElement.getAttribute('class')).toBe('special');

    render(<p>another page</p>);
    expect(document.title).toBe('Intro | Site');
    expect(descriptions()).toEqual(["The page's own"]);
    expect(document.head.querySelector('[data-quire-head]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:type"]')).toBeNull();
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.documentElement.hasAttribute('class')).toBe(false);
  });

  it('lets a nested or later <Head> win over an outer or earlier one', () => {
    render(
      <>
        <Head>
          <title>Outer</title>
          <meta name="description" content="outer" />
        </Head>
        <div>
          <Head>
            <title>Inner</title>
          </Head>
        </div>
        <Head>
          <meta name="description" content="later" />
        </Head>
      </>,
    );
    expect(document.title).toBe('Inner');
    expect(descriptions()).toEqual(['later']);
  });

  it("keeps its title over the page's title the app sets after it (a route change), and gives the new one back when it goes", () => {
    render(
      <Head>
        <title>Custom title</title>
      </Head>,
    );
    act(() => setPageTitle('Next page | Site'));
    expect(document.title).toBe('Custom title');
    render(null);
    expect(document.title).toBe('Next page | Site');
  });

  it('updates with its props, and does not make an unchanged script again', () => {
    let setCount: (n: number) => void = () => {};
    function Counter() {
      const [count, set] = useState(1);
      setCount = set;
      return (
        <Head>
          <title>{`Count ${count}`}</title>
          <script src="/widget.js" type="text/x-widget" async />
        </Head>
      );
    }
    render(<Counter />);
    const script = document.head.querySelector('script[src="/widget.js"]');
    expect(script).not.toBeNull();
    act(() => setCount(2));
    expect(document.title).toBe('Count 2');
    expect(document.head.querySelectorAll('script[src="/widget.js"]')).toHaveLength(1);
    expect(document.head.querySelector('script[src="/widget.js"]')).toBe(script);
  });

  it('leaves the head as it found it once every <Head> is gone', () => {
    const before = headHtml();
    render(
      <Head>
        <meta name="description" content="x" />
        <style>{'body { color: red }'}</style>
      </Head>,
    );
    expect(headHtml()).not.toBe(before);
    render(null);
    expect(headHtml()).toBe(before.replace(/<meta name="description"[^>]*>/, '') + '<meta name="description" content="The page\'s own">');
  });

  it("takes over the tags the server wrote for the page's <Head>s: kept while the same, removed when the page goes", async () => {
    vi.resetModules();
    document.head.innerHTML =
      '<title>Custom title</title><meta data-quire-head="" name="description" content="From Head"><script data-quire-head="" type="application/ld+json">{"a":1}</script>';
    const { default: FreshHead } = await import('./head.js');
    const fresh = await import('../page-title.js');
    document.documentElement.setAttribute('lang', 'fr');
    document.documentElement.setAttribute('class', 'from-head');
    document.documentElement.setAttribute('data-quire-head-html', JSON.stringify({ before: { lang: 'en' }, classes: ['from-head'] }));
    const served = document.head.querySelector('script');
    render(
      <FreshHead>
        <html lang="fr" className="from-head" />
        <title>Custom title</title>
        <meta name="description" content="From Head" />
        <script type="application/ld+json">{'{"a":1}'}</script>
      </FreshHead>,
    );
    act(() => fresh.setPageTitle('Intro | Site'));
    expect(document.title).toBe('Custom title');
    expect(document.head.querySelector('script')).toBe(served);
    expect(descriptions()).toEqual(['From Head']);
    expect(document.documentElement.getAttribute('lang')).toBe('fr');
    expect(document.documentElement.hasAttribute('data-quire-head-html')).toBe(false);
    // A class the theme adds meanwhile (a color mode, say) is not the <Head>'s to take away.
    document.documentElement.classList.add('theme-added');
    render(null);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.documentElement.getAttribute('class')).toBe('theme-added');
    expect(document.title).toBe('Intro | Site');
    expect(document.head.querySelector('[data-quire-head]')).toBeNull();
    expect(descriptions()).toEqual([]);
  });
});
