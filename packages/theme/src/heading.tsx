import { createElement, type ElementType } from 'react';
import { useThemeComponents, type HeadingProps } from '@quire/engine/client';

export type { HeadingProps };

/**
 * Docusaurus' `@theme/Heading`: `<Heading as="h2" id="setup">Setup</Heading>`
 * renders as a markdown heading does: `h2`–`h6` through the map's
 * `markdown.h2`…`h6` (the default adds the `#` anchor link to the id),
 * so a site's replacement applies here too. An `h1`, or a heading without
 * an id, is the plain element: no anchor, as in Docusaurus.
 */
export function Heading({ as, id, className, children }: HeadingProps) {
  const { markdown } = useThemeComponents();
  const mapped = as === 'h1' || !id ? undefined : markdown[as];
  const Component = (mapped ?? as) as ElementType;
  return createElement(Component, { ...(id && { id }), ...(className && { className }) }, children);
}
