import type { Element, ElementContent, Properties } from 'hast';

/**
 * A tiny HAST builder for tests that compare trees: strings become text
 * nodes, properties are taken exactly as written (hastscript would
 * normalize them, hiding what a plugin really produced).
 */
export function h(tagName: string, properties: Properties, ...children: (ElementContent | string)[]): Element {
  return { type: 'element', tagName, properties, children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)) };
}
