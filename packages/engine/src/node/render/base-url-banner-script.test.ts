import { describe, expect, it } from 'vitest';
import { BASE_URL_BANNER_ID, baseUrlBannerScript } from './base-url-banner-script.js';

/** Runs the inline script against a tiny stand-in for the DOM it touches, at a given address. */
function runAt(pathname: string, baseUrl: string) {
  const inserted: Array<{ id: string; text: string[] }> = [];
  const makeElement = () => {
    const el = { id: '', style: { cssText: '', margin: '' }, textContent: '', children: [] as Array<{ textContent: string }> };
    return Object.assign(el, {
      setAttribute() {},
      appendChild(child: { textContent: string }) {
        el.children.push(child);
      },
    });
  };
  const document = {
    readyState: 'complete',
    getElementById: (id: string) => inserted.find((e) => e.id === id) ?? null,
    createElement: makeElement,
    body: {
      firstChild: null,
      insertBefore(el: ReturnType<typeof makeElement>) {
        inserted.push({ id: el.id, text: el.children.map((c) => c.textContent) });
      },
    },
  };
  new Function('location', 'document', baseUrlBannerScript(baseUrl))({ pathname }, document);
  return inserted;
}

describe('baseUrlBannerScript', () => {
  it('stays silent where the home page belongs', () => {
    expect(runAt('/', '/')).toEqual([]);
    expect(runAt('/index.html', '/')).toEqual([]);
    expect(runAt('/redux-toolkit/', '/redux-toolkit/')).toEqual([]);
    expect(runAt('/redux-toolkit', '/redux-toolkit/')).toEqual([]);
  });

  it('warns elsewhere and suggests the path the page is served at', () => {
    const [banner] = runAt('/redux-toolkit/index.html', '/');
    expect(banner?.id).toBe(BASE_URL_BANNER_ID);
    expect(banner?.text.join(' ')).toContain('did not load properly');
    expect(banner?.text.join(' ')).toContain('baseUrl to "/redux-toolkit/"');
    expect(runAt('/', '/docs/')[0]?.text.join(' ')).toContain('baseUrl to "/"');
  });
});
