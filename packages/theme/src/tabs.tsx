import type { TabsProps } from '@quire/engine/client';
import { TabsView } from './tabs-view.js';
import { useTabs } from './use-tabs.js';

export type { TabsProps };

/**
 * Docusaurus' `@theme/Tabs`: a group of `TabItem` panels under a row of
 * tabs, following the WAI-ARIA tabs pattern: `role="tablist"`, `tab` and
 * `tabpanel`, `aria-selected` and `aria-controls`, only the selected tab
 * in the tab order, and ArrowLeft/ArrowRight (wrapping), Home and End
 * moving the focus and selecting as they go.
 *
 * `groupId` makes every group of that id (on the page, in the site's other
 * browser tabs and on later pages, through localStorage
 * `docusaurus.tab.<groupId>`) select together; `queryString` reads the
 * choice from `?<name>=` and writes it back in place. The server renders
 * the default tab (`defaultValue`, else the `default` child, else the
 * first); stored and URL choices apply right after hydration (see
 * `useTabs`). Errors in the props (duplicate values, an unknown
 * `defaultValue`) throw, naming the values.
 *
 * The markup and keyboard are `TabsView`'s, which the build's code tabs
 * share. The theme defers this module (`deferredComponent`): only pages
 * that import `@theme/Tabs` load it.
 */
export function Tabs(props: TabsProps) {
  return <TabsView {...props} {...useTabs(props)} />;
}
