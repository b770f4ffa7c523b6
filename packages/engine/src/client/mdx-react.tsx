import type { ReactNode } from 'react';
import { useMarkdownComponents } from './markdown.js';

/**
 * `@mdx-js/react` for page components: `useMDXComponents()` gives the
 * components an MDX page renders its markdown with (the theme's), and
 * `MDXProvider` passes its children through, since Quire hands every MDX
 * page its components directly.
 */
export const mdxReact = {
  useMDXComponents: () => useMarkdownComponents(),
  MDXProvider: ({ children }: { children?: ReactNode }) => children,
};
