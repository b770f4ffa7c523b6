import { codeLanguageStore } from './use-code-language.js';

/**
 * A reader's choice shared by every tab group of one `groupId`: what
 * `useSyncExternalStore` needs to read it, follow it and change it.
 */
export interface TabGroupStore {
  subscribe(onChange: () => void): () => void;
  /** The stored value, or `null` when the reader has not chosen. */
  get(): string | null;
  /** Chooses `value` for every group of the id, on this page and later ones. */
  set(value: string): void;
}

/**
 * The group id of the automatic TypeScript/JavaScript code tabs (values
 * `ts` and `js`). A `<Tabs groupId="code-language">` of an author's joins
 * them: its choice is the one the engine's head script applies before
 * paint (localStorage `quire-code-language`, `<html data-code-language>`).
 */
export const CODE_LANGUAGE_GROUP_ID = 'code-language';

/** Docusaurus' localStorage key for a tab group, so a reader's choices carry over from a Docusaurus site. */
export function tabGroupStorageKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}

const CHANGE_EVENT = 'quire:tab-group';
const stores = new Map<string, TabGroupStore>();
/** Choices made on this page, for when localStorage refuses writes (private mode, quota): they still hold until the page is left. */
const unsaved = new Map<string, string>();

/**
 * The store of one group id: one per id, shared by every `Tabs` that
 * names it, so all of them change together (live on the page, through the
 * `storage` event in the site's other browser tabs, and on later pages
 * through localStorage). The code tabs' group keeps its own key and its
 * before-paint attribute (see {@link CODE_LANGUAGE_GROUP_ID}).
 */
export function tabGroupStore(groupId: string): TabGroupStore {
  if (groupId === CODE_LANGUAGE_GROUP_ID) return codeLanguageStore;
  let store = stores.get(groupId);
  if (!store) {
    store = localStorageStore(tabGroupStorageKey(groupId));
    stores.set(groupId, store);
  }
  return store;
}

function localStorageStore(key: string): TabGroupStore {
  return {
    subscribe(onChange) {
      const onLocal = (event: Event) => {
        if ((event as CustomEvent<string>).detail === key) onChange();
      };
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key) return;
        unsaved.delete(key);
        onChange();
      };
      window.addEventListener(CHANGE_EVENT, onLocal);
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener(CHANGE_EVENT, onLocal);
        window.removeEventListener('storage', onStorage);
      };
    },
    get() {
      const value = unsaved.get(key);
      if (value !== undefined) return value;
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set(value) {
      try {
        localStorage.setItem(key, value);
        unsaved.delete(key);
      } catch {
        unsaved.set(key, value);
      }
      window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
    },
  };
}

/** Nothing to follow: the store of a group without an id. */
export const NO_GROUP_STORE: TabGroupStore = {
  subscribe: () => () => {},
  get: () => null,
  set: () => {},
};
