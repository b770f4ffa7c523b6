/**
 * What `site/sidebars.ts` exports, derived from the schema in
 * `sidebars-schema.ts` so the two cannot drift apart.
 */
import type { z } from 'zod';
import type { sidebarItemSchema, sidebarsSchema } from './sidebars-schema.js';

/** One entry of a sidebar as the site author writes it. A string is a doc id. */
export type SidebarConfigItem = z.input<typeof sidebarItemSchema>;

/** The default export of `sidebars.ts`: named sidebars, each a list of items. */
export type SidebarsConfig = z.input<typeof sidebarsSchema>;
