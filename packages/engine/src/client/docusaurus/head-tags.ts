import { Children, createContext, Fragment, isValidElement, type ReactNode } from 'react';
import type { HeadEntry, HeadTag, HeadTagName } from '../../shared/page-head.js';

/**
 * Where `<Head>` puts its entry on the server: `renderPage` provides one per
 * page and writes what it collected into the page's `<head>`. Null in the
 * browser, where `<Head>` changes `document.head` itself.
 */
export interface HeadCollector {
  /** Sets the entry of the `<Head>` with this id (from `useId`, so rendering it twice does not add it twice). */
  set(id: string, entry: HeadEntry): void;
}

/** See {@link HeadCollector}. */
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

const TAG_NAMES = new Set<string>(['meta', 'link', 'script', 'style', 'base']);

// React prop names whose HTML attribute is not just the name in lower case.
const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for', httpEquiv: 'http-equiv', acceptCharset: 'accept-charset' };

/**
 * The entry of a `<Head>`'s children: `<title>`, `<meta>`, `<link>`,
 * `<script>`, `<style>`, `<base>` and `<html>` (its attributes), looking
 * through fragments and arrays. Anything else is left out, as react-helmet
 * leaves it out.
 */
export function headEntryOf(children: ReactNode): HeadEntry {
  const entry: HeadEntry = { tags: [], htmlAttributes: {} };
  collect(children, entry);
  return entry;
}

function collect(children: ReactNode, entry: HeadEntry): void {
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    const { type, props } = child;
    if (type === Fragment) return collect(props.children as ReactNode, entry);
    if (type === 'title') entry.title = textOf(props.children as ReactNode);
    else if (type === 'html') Object.assign(entry.htmlAttributes, attributesOf(props));
    else if (typeof type === 'string' && TAG_NAMES.has(type)) {
      const tag: HeadTag = { name: type as HeadTagName, attributes: attributesOf(props) };
      const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
      const text = typeof inner?.__html === 'string' ? inner.__html : textOf(props.children as ReactNode);
      if ((type === 'script' || type === 'style') && text) tag.text = text;
      entry.tags.push(tag);
    }
  });
}

/** The text of children made of strings and numbers (`<title>{name} | Site</title>`). */
function textOf(children: ReactNode): string {
  let text = '';
  Children.forEach(children, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += String(child);
  });
  return text;
}

function attributesOf(props: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || prop === 'dangerouslySetInnerHTML' || value == null || value === false) continue;
    if (typeof value === 'function' || typeof value === 'object') continue;
    attributes[ATTRIBUTE_NAMES[prop] ?? prop.toLowerCase()] = value === true ? '' : String(value);
  }
  return attributes;
}

