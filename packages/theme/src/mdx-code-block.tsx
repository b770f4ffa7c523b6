import { Children, isValidElement, memo, useState, type ReactNode } from 'react';
import { useThemeComponents, type CodeBlockProps, type MdxCodeBlockProps } from '@quire/engine/client';
// The build's own readers of a fence's meta and magic comments, so a JSX block reads them as a fenced one does.
import { parseCodeMeta, removeMagicComments } from '@quire/engine/code-block';
import { useHighlighter } from './use-highlighter.js';
import { useHydrated } from './use-hydrated.js';

export type { MdxCodeBlockProps };

/** The code of a block whose children are text only (a string, numbers, arrays of them); `undefined` when an element is among them. */
function codeText(children: ReactNode): string | undefined {
  let text = '';
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' || typeof child === 'number') text += String(child);
    else if (isValidElement(child)) return undefined;
  }
  return text;
}

/**
 * Docusaurus' `@theme/CodeBlock`, for code blocks written as JSX in MDX
 * and custom pages: `<CodeBlock language="ts" title="a.ts" showLineNumbers>{code}</CodeBlock>`,
 * the language also as `className="language-ts"`, and a `metastring`
 * (`title="…"`, `{1,3-4}`, `showLineNumbers`) read as a fence's meta.
 *
 * The code is highlighted while rendering (Prism through refractor, with
 * the build's grammars and its compact token markup; see
 * `highlightCodeHtml`), the same on the server and in the browser, and is
 * shown through the map's `CodeBlock`, so it looks and behaves exactly as
 * a fenced block: title bar, copy button, line numbers and marked lines.
 * Magic comments (`// highlight-next-line`, `// highlight-start` …
 * `// highlight-end`) mark lines and are taken out, as in a fence. One
 * trailing newline is dropped, as Docusaurus does. Children that hold
 * elements are shown as they are, without highlighting (Docusaurus'
 * behaviour too).
 *
 * Prism is not in the first-visit bundle: the browser loads it when a
 * block first renders (see `useHighlighter`); meanwhile a hydrated block
 * keeps the server's markup, and one that a client-side navigation
 * brought shows its code unhighlighted for that moment. A replacement
 * `CodeBlock` must set `html` as the code's inner HTML (as the map's
 * contract asks), an empty `html` included.
 */
export const MdxCodeBlock = memo(function MdxCodeBlock({ children, language, className, title, showLineNumbers, metastring }: MdxCodeBlockProps) {
  const { CodeBlock } = useThemeComponents();
  const meta = parseCodeMeta(metastring);
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const numbered = showLineNumbers ?? meta.showLineNumbers;
  // The default CodeBlock renders any node as the title; the map's type asks for the fence's string.
  const shownTitle = (title ?? meta.title) as string | undefined;
  const common: CodeBlockProps = { ...(lang && { language: lang }), ...(shownTitle !== undefined && { title: shownTitle }), ...(numbered && { numbered: true }) };
  const text = codeText(children);
  const highlight = useHighlighter();
  const hydrated = useHydrated();
  // Mounted by hydration: the server's highlighted markup is on the page (see below).
  const [fromServer] = useState(!hydrated);
  if (text === undefined) return <CodeBlock {...common}>{children}</CodeBlock>;
  // As the build does with a fence: magic comments out first, then `{…}` ranges counted on the lines shown.
  const { code, highlighted } = removeMagicComments(text.replace(/\r?\n$/, ''), lang);
  for (const line of meta.highlightLines) highlighted.add(line - 1);
  if (highlight) return <CodeBlock {...common} html={highlight(code, lang, { highlighted, numbered: numbered === true })} />;
  // Prism has not arrived yet. A block the server rendered keeps the server's markup: React leaves the inner
  // HTML it hydrates as it is (production React, which Quire always bundles, neither checks nor patches it),
  // and sets the same markup once Prism is in. A block mounted in the browser shows its code plain until then.
  return fromServer ? <CodeBlock {...common} html="" /> : <CodeBlock {...common}>{code}</CodeBlock>;
});
