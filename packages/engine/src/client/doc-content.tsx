import type { ComponentType } from 'react';
import type { DocPageData } from '../shared/types.js';
import { useCurrentRoute } from './current-route.js';
import { Markdown } from './markdown.js';
import { useMdxComponents } from './host-registry.js';

type ContentComponent = ComponentType<{ components?: Record<string, unknown> }>;

/**
 * A doc's body, for the theme's `DocPage`: an MDX doc's module (the
 * route's `Content`) rendered with the theme's markdown components, or a
 * markdown doc's tree (`Markdown`). The theme need not know which it is.
 */
export function DocContent({ page }: { page: DocPageData }) {
  const { module } = useCurrentRoute();
  const Content = module.page === page ? (module.Content as ContentComponent | undefined) : undefined;
  return Content ? <PageComponentContent Content={Content} /> : <Markdown tree={page.body} />;
}

/** A page component (an MDX doc's body, a custom page), with the theme's components for its markdown. */
export function PageComponentContent({ Content }: { Content: ContentComponent }) {
  return <Content components={useMdxComponents()} />;
}
