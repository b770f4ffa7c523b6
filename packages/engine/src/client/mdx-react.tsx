import type { ReactNode } from 'react';
import { installedHost } from './host-registry.js';
// From the package's index, as the theme's lazy chunks import it: esbuild then puts the modules this chunk
// shares with the app in the one chunk the app shares with them, rather than splitting it in two.
import { useThemeComponents } from './index.js';

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

/** The installed host's MDX components for the active theme (a page component is on screen, so the host is installed). */
export function useMdxComponents(): Record<string, unknown> {
  const theme = useThemeComponents();
  const host = installedHost();
  if (!host) throw new Error('Quire: a page component rendered before the host modules were installed.');
  return host.mdxComponents(theme);
}
