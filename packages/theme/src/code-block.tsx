import { useRef } from 'react';
import type { CodeBlockProps } from '@quire/engine/client';
import { CopyButton } from './copy-button.js';

export type { CodeBlockProps };

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
