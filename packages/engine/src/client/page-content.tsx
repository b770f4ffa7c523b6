import { memo, type ComponentType } from 'react';
import { PageComponentContent } from './doc-content.js';
import type { RouteModule } from '../shared/types.js';
import type { ThemeComponents } from './theme-components.js';

/**
 * Picks the theme component for a route's kind of page. Memoized: a route
 * change re-renders the app (new location, loading state) while the old page
 * stays on screen, and re-rendering a long doc there would delay the very
 * chunk request the reader is waiting for.
 */
export const PageContent = memo(function PageContent({ module, components }: { module: RouteModule; components: ThemeComponents }) {
  const { page } = module;
  switch (page.kind) {
    case 'doc':
      return <components.DocPage page={page} sidebar={module.sidebar} />;
    case 'home':
      return <components.HomePage />;
    case 'search':
      return <components.SearchPage />;
    case 'notFound':
      return <components.NotFound />;
    case 'page': {
      if (!module.Content) return null;
      const content = <PageComponentContent Content={module.Content as ComponentType<{ components?: Record<string, unknown> }>} />;
      // A markdown page reads like a doc, without the docs' sidebar and TOC (as Docusaurus shows one).
      return page.markdown ? <div className="quire-markdown quire-markdown-page">{content}</div> : content;
    }
    case 'categoryIndex':
      return <components.DocCategoryGeneratedIndexPage page={page} sidebar={module.sidebar} />;
    case 'tagsList':
      return <components.TagsListPage page={page} />;
    case 'tagDocList':
      return <components.TagDocListPage page={page} />;
  }
});
