// @vitest-environment happy-dom
import { act, createContext, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MdxCodeBlockProps } from '@quire/engine/client';
import { CodeBlock } from './code-block.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The server renders with the static highlighter, the browser with the lazy one (the package's `browser` field).
const side = { current: 'server' as 'server' | 'browser' };

const CODE = "import { configureStore } from '@reduxjs/toolkit';\n// highlight-next-line\nexport const store = configureStore({ reducer: {} });";

/** A context whose value changes right after mounting, as the app's do after hydration. */
const Changing = createContext(0);
function ChangingProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState(0);
  useEffect(() => setValue(1), []);
  return <Changing.Provider value={value}>{children}</Changing.Provider>;
}
function ReadsContext({ children }: { children: ReactNode }) {
  return <div data-context={useContext(Changing)}>{children}</div>;
}

let MdxCodeBlock: ComponentType<MdxCodeBlockProps>;
let root: Root | undefined;
/** Console errors. */
let errors: unknown[];
/** Hydration errors React recovered from by rendering afresh (text mismatches among them): none may occur. */
let recovered: unknown[];

beforeEach(async () => {
  // Fresh modules each time: Prism not loaded yet.
  vi.resetModules();
  vi.doMock('./use-highlighter.js', async () => {
    const server = await vi.importActual<typeof import('./use-highlighter.js')>('./use-highlighter.js');
    const browser = await import('./use-highlighter.browser.js');
    return { useHighlighter: () => (side.current === 'server' ? server.useHighlighter : browser.useHighlighter)() };
  });
  // The map, as the app provides it; MdxCodeBlock reads only CodeBlock from it.
  vi.doMock('@quire/engine/client', () => ({ useThemeComponents: () => ({ CodeBlock }) }));
  ({ MdxCodeBlock } = await import('./mdx-code-block.js'));
  side.current = 'server';
  errors = [];
  recovered = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const page = () => (
  <ChangingProvider>
    <ReadsContext>
      <MdxCodeBlock language="ts" title="store.ts" showLineNumbers>
        {CODE}
      </MdxCodeBlock>
    </ReadsContext>
  </ChangingProvider>
);
const code = () => document.querySelector('code')!.innerHTML;

describe('MdxCodeBlock in the browser', () => {
  it('keeps the server\'s highlighted markup while Prism loads, through context changes, then hydrates without a mismatch', async () => {
    const served = renderToString(page());
    expect(served).toContain('<span class="code-line highlighted"><span class="keyword">export</span>');
    const container = document.createElement('div');
    container.innerHTML = served;
    document.body.append(container);
    const serverCode = code();
    side.current = 'browser';
    act(() => {
      root = hydrateRoot(container, page(), { onRecoverableError: (error) => recovered.push(error) });
    });
    // Hydrated, the context changed, Prism is not in: the server's markup is still there.
    expect(container.querySelector('[data-context]')!.getAttribute('data-context')).toBe('1');
    expect(code()).toBe(serverCode);
    await act(async () => {
      await import('./highlight-code-html.js');
    });
    expect(code()).toBe(serverCode);
    expect(recovered).toEqual([]);
    // Development React (the test's) notes the empty inner HTML it left alone, and only that; production React,
    // which Quire bundles even for `quire dev`, does not compare inner HTML at all.
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain("some attributes of the server rendered HTML didn't match");
    expect(String(errors[0])).toContain('dangerouslySetInnerHTML');
    expect(String(errors[0])).toMatch(/__html: \\?"\\?"/);
  });

  it('shows a block mounted in the browser as plain code until Prism is in, then highlighted', async () => {
    side.current = 'browser';
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(page());
    });
    expect(code()).toBe("import { configureStore } from '@reduxjs/toolkit';\nexport const store = configureStore({ reducer: {} });");
    await act(async () => {
      await import('./highlight-code-html.js');
    });
    expect(code()).toContain('<span class="code-line highlighted"><span class="keyword">export</span>');
    expect(errors).toEqual([]);
  });
});
