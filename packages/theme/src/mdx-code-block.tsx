import { Children, isValidElement, Suspense, type ReactNode } from 'react';
import { useThemeComponents, type CodeBlockProps, type MdxCodeBlockProps } from '@quire/engine/client';
import { readMagicComments } from './magic-comments.js';
import { parseCodeMetastring } from './parse-code-metastring.js';
import { useHighlighter } from './use-highlighter.js';

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
 * block first renders (see `useHighlighter`); meanwhile hydration keeps
 * the server's markup, and a client-side navigation shows the code
 * unhighlighted for that moment.
 */
export function MdxCodeBlock({ children, language, className, title, showLineNumbers, metastring }: MdxCodeBlockProps) {
  const { CodeBlock } = useThemeComponents();
  const meta = parseCodeMetastring(metastring);
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const numbered = showLineNumbers ?? meta.showLineNumbers;
  // The default CodeBlock renders any node as the title; the map's type asks for the fence's string.
  const shownTitle = (title ?? meta.title) as string | undefined;
  const common: CodeBlockProps = { ...(lang && { language: lang }), ...(shownTitle !== undefined && { title: shownTitle }), ...(numbered && { numbered: true }) };
  const text = codeText(children);
  if (text === undefined) return <CodeBlock {...common}>{children}</CodeBlock>;
  // As the build does with a fence: magic comments out first, then `{…}` ranges counted on the lines shown.
  const { code, highlighted } = readMagicComments(text.replace(/\r?\n$/, ''), lang);
  for (const line of meta.highlightLines) highlighted.add(line - 1);
  return (
    <Suspense fallback={<CodeBlock {...common}>{code}</CodeBlock>}>
      <HighlightedCodeBlock common={common} code={code} highlighted={highlighted} />
    </Suspense>
  );
}

function HighlightedCodeBlock({ common, code, highlighted }: { common: CodeBlockProps; code: string; highlighted: ReadonlySet<number> }) {
  const { CodeBlock } = useThemeComponents();
  const highlight = useHighlighter();
  const html = highlight(code, common.language, { highlighted, numbered: common.numbered === true });
  return <CodeBlock {...common} html={html} />;
}
