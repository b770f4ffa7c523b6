import { Children, useSyncExternalStore, type ReactNode } from 'react';
import type { TabValue } from '@quire/engine/client';
import { CODE_LANGUAGE_GROUP_ID, tabGroupStore } from './tab-group-store.js';
import { TabItem } from './tab-item.js';
import { TabsView } from './tabs-view.js';
import { useHydrated } from './use-hydrated.js';

/** Props of {@link CodeTabs}. */
export interface CodeTabsProps {
  /** The TypeScript block, then its JavaScript twin (the build's `quire-code-tabs` children). */
  children?: ReactNode;
}

/**
 * TypeScript and JavaScript versions of one example (`quire-code-tabs` in
 * the build's HAST; the JavaScript was made at build time by erasing
 * types), as a tab group of id `code-language` (values `ts`, `js`): the
 * same markup and keyboard as an author's `<Tabs>` (`TabsView`) and the
 * same sync rule as its `groupId` (`tabGroupStore`), so picking JavaScript
 * switches every code tab group on the page, and any author's group of that
 * id, and is remembered for later pages. It reads only that one group's
 * choice, so the props logic of `Tabs` (a chunk loaded with MDX pages)
 * stays out of every docs page's first script.
 *
 * That group's choice is kept where the engine's head script reads it
 * (localStorage `quire-code-language`, see `useCodeLanguage`), which sets
 * `<html data-code-language="js">` before paint. The theme's CSS shows
 * tabs and panels by that attribute (`data-code-language` on each tab and
 * panel), so a JavaScript reader sees JavaScript from the first frame,
 * while the server render (TypeScript selected) still matches hydration
 * and the stored choice is selected right after.
 */
export function CodeTabs({ children }: CodeTabsProps) {
  const [typescript, javascript] = Children.toArray(children);
  const store = tabGroupStore(CODE_LANGUAGE_GROUP_ID);
  const stored = useSyncExternalStore(store.subscribe, store.get, () => null);
  const hydrated = useHydrated();
  const selectedValue = hydrated && (stored === 'ts' || stored === 'js') ? stored : 'ts';
  return (
    <TabsView className="quire-code-tabs" aria-label="Code language" tabValues={TAB_VALUES} selectedValue={selectedValue} selectValue={(value) => store.set(value)}>
      <TabItem value="ts" className="quire-code-tabpanel" data-code-language="ts">
        {typescript}
      </TabItem>
      <TabItem value="js" className="quire-code-tabpanel" data-code-language="js">
        {javascript}
      </TabItem>
    </TabsView>
  );
}

const TAB_VALUES: TabValue[] = [
  { value: 'ts', label: 'TypeScript', attributes: { className: 'quire-code-tab', 'data-code-language': 'ts' } },
  { value: 'js', label: 'JavaScript', attributes: { className: 'quire-code-tab', 'data-code-language': 'js' } },
];
