import type { ComponentType } from 'react';
import type { DocPageData } from '../shared/types.js';
import { useCurrentRoute } from './current-route.js';
import { Markdown, useMarkdownComponents } from './markdown.js';

type ContentComponent = ComponentType<{ components?: Record<string, unknown> }>;

/**
 * A doc's body, for the theme's `DocPage`: an MDX doc's module (the
 * route's `Content`) rendered with the theme's markdown components, or a
 * markdown doc's tree (`Markdown`). The theme need not know which it is.
 */
export function DocContent({ page }: { page: DocPageData }) {
  const { module } = useCurrentRoute();
  const components = useMarkdownComponents();
  const Content = module.page === page ? (module.Content as ContentComponent | undefined) : undefined;
  return Content ? <Content components={components} /> : <Markdown tree={page.body} />;
}

/** A custom page (`src/pages/`): its module's component, with the theme's markdown components for its markdown. */
export function CustomPageContent({ Content }: { Content: ContentComponent }) {
  return <Content components={useMarkdownComponents()} />;
}
