import { useRef, type ReactNode } from 'react';
import { CopyButton } from './copy-button.js';

/** Props of {@link CodeBlock}: the properties of a `quire-code-block` element from the build. */
export interface CodeBlockProps {
  /** The fence's language (`ts`, `sh`…), if any; sets `language-…` on `<pre>`. */
  language?: string;
  /** From `title="…"` in the meta: shown in a bar above the code. */
  title?: string;
  /** From `showLineNumbers`: lines are numbered by CSS counters, so numbers are never selected or copied. */
  numbered?: boolean;
  /**
   * The highlighted code as markup made at build time: Prism's tokens (and
   * line spans) as `<span class>`s, text escaped. The build sends a block's
   * tokens this way, set as the `<code>`'s inner HTML, rather than as
   * elements: half a page's elements are tokens.
   */
  html?: string;
  /** The code as elements, when there is no `html`: a block whose tokens a rehype plugin changed into other elements. */
  children?: ReactNode;
}

/**
 * A code block of rendered markdown (`quire-code-block` in the build's
 * HAST): title bar, the code in `<pre><code>` (focusable, so it scrolls
 * sideways from the keyboard), and a copy button. Highlighting happened at
 * build time; no highlighter runs in the browser.
 */
export function CodeBlock({ language, title, numbered, html, children }: CodeBlockProps) {
  const code = useRef<HTMLElement>(null);
  return (
    <div className="quire-code-block">
      {title && <div className="quire-code-title">{title}</div>}
      <div className="quire-code-body">
        <pre className={language ? `quire-code-pre language-${language}` : 'quire-code-pre'} tabIndex={0} data-numbered={numbered || undefined}>
          {html === undefined ? <code ref={code}>{children}</code> : <code ref={code} dangerouslySetInnerHTML={{ __html: html }} />}
        </pre>
        <CopyButton target={code} />
      </div>
    </div>
  );
}
