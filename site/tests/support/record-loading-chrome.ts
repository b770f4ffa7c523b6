import type { Page } from 'playwright-core';

/** One change the recorder saw, at `performance.now()` time in the page. */
export interface LoadingEvent {
  what: 'click' | 'spinner shown' | 'spinner gone' | 'bar shown' | 'bar gone' | 'title';
  at: number;
  /** For `title`: the new `<h1>` text. */
  text?: string;
}

/** Everything the recorder saw since the page started. */
export interface LoadingRecord {
  events: LoadingEvent[];
  /** Each position NProgress gave its bar: `translate3d(-92%,0,0)` as -92, with its time. */
  bar: Array<{ at: number; percent: number }>;
}

/**
 * Installs, before any page script runs, a MutationObserver that writes down
 * when the loading spinner (role status, name containing "Loading") and the
 * NProgress bar (`#nprogress`) come and go, where the bar is, when the page
 * title `<h1>` changes and when the reader clicks. Tests read it with
 * {@link readLoadingRecord}: a final look would miss a spinner that blinked.
 */
export async function recordLoadingChrome(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = {
      events: [] as Array<{ what: string; at: number; text?: string }>,
      bar: [] as Array<{ at: number; percent: number }>,
    };
    (window as unknown as { __loadingRecord: typeof record }).__loadingRecord = record;
    let spinner = false;
    let bar = false;
    let title: string | undefined;
    let lastTransform = '';
    const look = () => {
      const at = performance.now();
      const status = Array.from(document.querySelectorAll('[role="status"]')).some((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').includes('Loading'));
      if (status !== spinner) record.events.push({ what: (spinner = status) ? 'spinner shown' : 'spinner gone', at });
      const progress = document.getElementById('nprogress');
      if (!!progress !== bar) record.events.push({ what: (bar = !!progress) ? 'bar shown' : 'bar gone', at });
      const transform = (progress?.querySelector('.bar') as HTMLElement | null)?.style.transform ?? '';
      if (transform && transform !== lastTransform) {
        lastTransform = transform;
        const percent = /translate3d\((-?[\d.]+)%/.exec(transform)?.[1] ?? /translate\((-?[\d.]+)%/.exec(transform)?.[1];
        if (percent !== undefined) record.bar.push({ at, percent: Number(percent) });
      }
      const h1 = document.querySelector('h1')?.textContent ?? undefined;
      if (h1 !== title) record.events.push({ what: 'title', at, text: (title = h1) });
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['style', 'role', 'aria-label'] });
    document.addEventListener('click', () => record.events.push({ what: 'click', at: performance.now() }), true);
  });
}

/** What the recorder saw so far. */
export function readLoadingRecord(page: Page): Promise<LoadingRecord> {
  return page.evaluate(() => (window as unknown as { __loadingRecord: LoadingRecord }).__loadingRecord);
}
