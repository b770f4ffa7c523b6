import type { ReactNode } from 'react';
// From the package's index, as the theme's lazy chunks import it: esbuild then puts the modules this chunk
// shares with the app in the one chunk the app shares with them, rather than splitting it in two.
import { useMdxComponents } from './index.js';

/**
 * `@mdx-js/react` for page components: `useMDXComponents()` gives the
 * components an MDX page renders its markdown with (the theme's), and
 * `MDXProvider` passes its children through, since Quire hands every MDX
 * page its components directly.
 */
export const mdxReact = {
  useMDXComponents: () => useMdxComponents(),
  MDXProvider: ({ children }: { children?: ReactNode }) => children,
};
