import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { TabItemProps, TabsProps, TabValue } from '@quire/engine/client';
import { NO_GROUP_STORE, tabGroupStore } from './tab-group-store.js';
import { tabItemChildren } from './tab-item-children.js';
import { useHydrated } from './use-hydrated.js';
import { setUrlQueryParam, useUrlQueryParam } from './url-query-store.js';

/** What {@link useTabs} gives `Tabs`: the tabs and which one is selected. */
export interface TabsState {
  tabValues: TabValue[];
  /** The selected tab's value; `null` when none is (`defaultValue={null}` and no stored choice). */
  selectedValue: string | null;
  /** Selects a tab for this group and, through its `groupId` and `queryString`, for the rest. */
  selectValue(value: string): void;
}

function ensureUniqueValues(values: readonly TabValue[]): void {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { value } of values) (seen.has(value) ? duplicates : seen).add(value);
  if (duplicates.size > 0) {
    throw new Error(
      `Duplicate values "${[...duplicates].join(', ')}" found in <Tabs>: every <TabItem> needs a value of its own. The values are: ${values.map((v) => v.value).join(', ')}.`,
    );
  }
}

function isValidValue(value: string | null | undefined, tabValues: readonly TabValue[]): value is string {
  return value != null && tabValues.some((tab) => tab.value === value);
}

/** The tab selected before any stored or URL choice: `defaultValue`, else the tab marked `default`, else the first. */
function initialValue(defaultValue: string | null | undefined, tabValues: readonly TabValue[]): string | null {
  if (tabValues.length === 0) throw new Error('<Tabs> needs at least one <TabItem> child.');
  if (defaultValue === null) return null;
  if (defaultValue !== undefined) {
    if (!isValidValue(defaultValue, tabValues)) {
      throw new Error(
        `<Tabs> has defaultValue "${defaultValue}", but none of its tabs has that value. The values are: ${tabValues.map((v) => v.value).join(', ')}. To select no tab first, write defaultValue={null}.`,
      );
    }
    return defaultValue;
  }
  return (tabValues.find((tab) => tab.default) ?? tabValues[0]!).value;
}

/** The search parameter `Tabs` reads and writes, if any. */
function queryStringKey(queryString: string | boolean | undefined, groupId: string | undefined): string | null {
  if (typeof queryString === 'string') return queryString;
  if (!queryString) return null;
  if (!groupId) {
    throw new Error('<Tabs queryString> needs a groupId, which names the search parameter; or give the name itself: queryString="my-param".');
  }
  return groupId;
}

/**
 * Docusaurus' `useTabs`: the tabs (from `values` or the children), checked
 * (duplicate values, an unknown `defaultValue` and a `queryString` without
 * a name throw, naming the values), and the selected one.
 *
 * The server and the hydrating render select the default; the address's
 * `?<queryString>=` and then the group's stored choice take over in the
 * render after hydration, so the markup always matches. A stored or URL
 * value that is not one of this group's tabs is ignored.
 */
export function useTabs({ values, children, defaultValue, groupId, queryString }: TabsProps): TabsState {
  const tabValues = useMemo(() => {
    const list =
      values ??
      tabItemChildren(children).map(({ props }) => ({
        value: props.value,
        ...(props.label !== undefined && { label: props.label }),
        ...(props.attributes !== undefined && { attributes: props.attributes }),
        ...(props.default !== undefined && { default: props.default }),
      }));
    ensureUniqueValues(list);
    return list;
  }, [values, children]);
  const [localValue, setLocalValue] = useState(() => initialValue(defaultValue, tabValues));

  const queryKey = queryStringKey(queryString, groupId);
  const store = groupId ? tabGroupStore(groupId) : NO_GROUP_STORE;
  const hydrated = useHydrated();
  const queryValue = useUrlQueryParam(hydrated ? queryKey : null);
  const storedValue = useSyncExternalStore(store.subscribe, store.get, () => null);
  const synced = [queryValue, storedValue].find((value) => isValidValue(value, tabValues)) ?? null;
  // A reader's choice outranks the default, but a value the tabs do not have is never selected.
  const selectedValue = hydrated && synced !== null ? synced : isValidValue(localValue, tabValues) ? localValue : null;

  const selectValue = useCallback(
    (value: string) => {
      if (!isValidValue(value, tabValues)) throw new Error(`<Tabs> cannot select "${value}": the values are ${tabValues.map((v) => v.value).join(', ')}.`);
      setLocalValue(value);
      if (queryKey !== null) setUrlQueryParam(queryKey, value);
      store.set(value);
    },
    [tabValues, queryKey, store],
  );
  return { tabValues, selectedValue, selectValue };
}
