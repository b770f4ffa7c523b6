/**
 * A sidebar as the theme draws it, already resolved to routes.
 *
 * Shared by the build and the browser (see `types.ts`): plain,
 * JSON-serializable data, no Node or DOM APIs.
 */
/** A sidebar node as the theme renders it: categories and links, already resolved to routes. */
export type SidebarItem =
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      /** Whether the category starts collapsed. */
      collapsed: boolean;
      collapsible: boolean;
      /** A route the category label links to, if any. */
      href?: string;
      /** CSS class of the item (sidebars file `className`, `_category_` `className`). */
      className?: string;
      /** The author's data for a replaced sidebar component (`customProps`). */
      customProps?: Record<string, unknown>;
      /** Shown on a generated-index page's card for this category. */
      description?: string;
      /**
       * On a large sidebar, the chunk (path relative to the base URL) holding
       * this category's items, for a category that starts collapsed: pages
       * where it is closed ship it with empty `items`, and the browser loads
       * them when it opens. Pages where it is open ship `items` as well.
       */
      itemsChunk?: string;
    }
  | {
      type: 'link';
      label: string;
      /** Route path (internal, without base URL) or absolute URL. */
      href: string;
      /** The doc this link points to, when it points to a doc. */
      docId?: string;
      /** CSS class of the item (sidebars file `className`, front matter `sidebar_class_name`). */
      className?: string;
      /** The author's data for a replaced sidebar component (`customProps`, front matter `sidebar_custom_props`). */
      customProps?: Record<string, unknown>;
      /** Shown on a generated-index page's card for this link. */
      description?: string;
    }
  | {
      /** Markup placed in the sidebar as the author wrote it (sidebars file `html` item). */
      type: 'html';
      /** The HTML, trusted: it comes from the site's own sidebars file. */
      value: string;
      /** Give it the padding of a sidebar link. */
      defaultStyle?: boolean;
      className?: string;
      customProps?: Record<string, unknown>;
      /** Not shown as text; present so every item has a label (keys, ids). */
      label?: undefined;
      href?: undefined;
    };
