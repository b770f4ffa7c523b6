import type { RouteModule } from '../shared/types.js';
import type { ThemeComponents } from './theme-components.js';

/** Picks the theme component for a route's kind of page. */
export function PageContent({ module, components }: { module: RouteModule; components: ThemeComponents }) {
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
  }
}
