import { Children, type ReactNode } from 'react';
import { CODE_LANGUAGE_GROUP_ID } from './tab-group-store.js';
import { TabItem } from './tab-item.js';
import { Tabs } from './tabs.js';

/** Props of {@link CodeTabs}. */
export interface CodeTabsProps {
  /** The TypeScript block, then its JavaScript twin (the build's `quire-code-tabs` children). */
  children?: ReactNode;
}

/**
 * TypeScript and JavaScript versions of one example (`quire-code-tabs` in
 * the build's HAST; the JavaScript was made at build time by erasing
 * types), as a `Tabs` group of id `code-language` (values `ts`, `js`): the
 * same tabs, keyboard and sync rule as an author's `<Tabs groupId>`, so
 * picking JavaScript switches every code tab group on the page, and any
 * author's group of that id, and is remembered for later pages.
 *
 * That group's choice is kept where the engine's head script reads it
 * (localStorage `quire-code-language`, see `useCodeLanguage`), which sets
 * `<html data-code-language="js">` before paint. The theme's CSS shows
 * tabs and panels by that attribute (`data-code-language` on each tab and
 * panel), so a JavaScript reader sees JavaScript from the first frame,
 * while the server render (TypeScript selected) still matches hydration
 * and `Tabs` selects JavaScript right after.
 */
export function CodeTabs({ children }: CodeTabsProps) {
  const [typescript, javascript] = Children.toArray(children);
  return (
    <Tabs groupId={CODE_LANGUAGE_GROUP_ID} className="quire-code-tabs" aria-label="Code language">
      <TabItem value="ts" label="TypeScript" attributes={{ className: 'quire-code-tab', 'data-code-language': 'ts' }} className="quire-code-tabpanel" data-code-language="ts">
        {typescript}
      </TabItem>
      <TabItem value="js" label="JavaScript" attributes={{ className: 'quire-code-tab', 'data-code-language': 'js' }} className="quire-code-tabpanel" data-code-language="js">
        {javascript}
      </TabItem>
    </Tabs>
  );
}
