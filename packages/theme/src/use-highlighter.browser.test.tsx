// @vitest-environment happy-dom
import { act, Suspense, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHighlighter as useBrowserHighlighter } from './use-highlighter.browser.js';
import { useHighlighter as useServerHighlighter } from './use-highlighter.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CODE = "const a: number = 1; // '<one>'";

/** A highlighted block that counts clicks, so a test can tell whether React has hydrated it. */
function Block({ useHighlighter }: { useHighlighter: typeof useServerHighlighter }) {
  const highlight = useHighlighter();
  const [clicks, setClicks] = useState(0);
  return <code data-clicks={clicks} onClick={() => setClicks((n) => n + 1)} dangerouslySetInnerHTML={{ __html: highlight(CODE, 'ts') }} />;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('useHighlighter in the browser', () => {
  it('loads Prism on first use while hydration keeps the server markup, then hydrates it without a mismatch', async () => {
    const served = renderToString(
      <Suspense fallback={<code>plain</code>}>
        <Block useHighlighter={useServerHighlighter} />
      </Suspense>,
    );
    expect(served).toContain('<span class="keyword">const</span>');
    const container = document.createElement('div');
    container.innerHTML = served;
    document.body.append(container);
    const errors: unknown[] = [];
    const code = () => container.querySelector('code')!;
    const before = code().innerHTML;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Suspense fallback={<code>plain</code>}>
          <Block useHighlighter={useBrowserHighlighter} />
        </Suspense>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    // Prism has arrived (act waited for the import) and the server's element was hydrated, not replaced.
    await act(async () => {
      await import('./highlight-code-html.js');
    });
    expect(code().innerHTML).toBe(before);
    act(() => code().click());
    expect(code().dataset.clicks).toBe('1');
    expect(errors).toEqual([]);
  });

  it('renders highlighted at once, without the fallback, once Prism is in (a block after a client-side navigation)', async () => {
    const block = (
      <Suspense fallback={<code>plain</code>}>
        <Block useHighlighter={useBrowserHighlighter} />
      </Suspense>
    );
    // A first block brings Prism in (act waits for it) …
    const first = createRoot(document.createElement('div'));
    await act(async () => first.render(block));
    act(() => first.unmount());
    // … and the next renders highlighted in the same commit.
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(block);
    });
    expect(container.querySelector('code')!.innerHTML).toContain('<span class="keyword">const</span>');
  });
});
