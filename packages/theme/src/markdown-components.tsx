import type { ComponentProps, ReactNode } from 'react';
import { Link, type ThemeComponents } from '@quire/engine/client';
import { MarkdownImage } from './markdown-image.js';
import { AdmonitionTitle } from './admonition.js';
import { CodeTabs } from './code-tabs.js';
import { Details } from './details.js';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Links leaving the site open in a new tab; `mailto:` and the like stay as they are. */
function isExternalWebLink(href: string): boolean {
  return /^https?:\/\//i.test(href) || href.startsWith('//');
}

/**
 * `<a>` in markdown: route paths go through the engine's `Link` so they
 * navigate client-side and prefetch; external web links open in a new tab.
 */
function MarkdownLink({ href, children, ...rest }: ComponentProps<'a'>) {
  if (href === undefined) return <a {...rest}>{children}</a>;
  const external = isExternalWebLink(href);
  return (
    <Link href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </Link>
  );
}

function heading(Tag: HeadingTag) {
  function Heading({ id, children, ...rest }: ComponentProps<HeadingTag>): ReactNode {
    return (
      <Tag id={id} {...rest}>
        {children}
        {/* A pointer convenience only: hidden from assistive tech and the tab order, because the table of contents already links every heading and a link inside would pad the heading's accessible name. */}
        {id && (
          <a className="quire-heading-anchor" href={`#${id}`} aria-hidden="true" tabIndex={-1}>
            #
          </a>
        )}
      </Tag>
    );
  }
  Heading.displayName = `Markdown${Tag.toUpperCase()}`;
  return Heading;
}

/**
 * Components used for HTML elements inside rendered markdown; every other
 * element renders as itself. Kept small on purpose: code blocks arrive
 * already highlighted from the build, so only elements that need behaviour
 * are here.
 *
 * - `a`: route paths use the engine's `Link`; `http(s)` links get
 *   `target="_blank" rel="noopener noreferrer"`.
 * - `h2`–`h6`: a `#` anchor link to the heading's id, shown on hover.
 * - `img`: the site's base URL before site paths (`/assets/media/…`).
 * - `details`: `Details` (raw HTML in markdown, `<details>` in MDX).
 * - `quire-admonition-title`: the title line of a `:::tip` box.
 * - `quire-code-tabs`: TypeScript/JavaScript pairs as tabs (`CodeTabs`).
 *
 * The boxes and code blocks themselves (`quire-admonition`,
 * `quire-code-block`) are the map's `Admonition` and `CodeBlock` entries,
 * which the engine's `Markdown` renders them with, so a site replaces them
 * from its config like any other entry.
 */
export const markdownComponents: ThemeComponents['markdown'] = {
  a: MarkdownLink,
  img: MarkdownImage,
  details: Details,
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  'quire-admonition-title': AdmonitionTitle,
  'quire-code-tabs': CodeTabs,
};
