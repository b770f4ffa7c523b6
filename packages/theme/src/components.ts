import type { ThemeComponents } from '@quire/engine/client';
import { DocPage } from './doc-page.js';
import { Footer } from './footer.js';
import { HomePage } from './home-page.js';
import { Layout } from './layout.js';
import { LoadingIndicator } from './loading-indicator.js';
import { markdownComponents } from './markdown-components.js';
import { Navbar } from './navbar.js';
import { NotFound } from './not-found.js';
import { RouteError } from './route-error.js';
import { SearchPage } from './search-page.js';

/**
 * The theme's default component map, handed to the engine's `boot()` by the
 * client entry. A site swaps one piece by spreading it:
 *
 * ```ts
 * import { components } from '@quire/theme';
 * boot({ site, components: { ...components, Footer: MyFooter } });
 * ```
 *
 * The rest of the theme reads chrome from the map (`useThemeComponents()`),
 * so the replacement shows up everywhere the default did.
 */
export const components: ThemeComponents = {
  Layout,
  Navbar,
  Footer,
  DocPage,
  HomePage,
  SearchPage,
  NotFound,
  LoadingIndicator,
  RouteError,
  markdown: markdownComponents,
};
