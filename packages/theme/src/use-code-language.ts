import { useSyncExternalStore } from 'react';
import type { CODE_LANGUAGE_STORAGE_KEY } from '@quire/engine/types';
import type { TabGroupStore } from './tab-group-store.js';

/** The language a reader picked in TypeScript/JavaScript code tabs. */
export type CodeLanguage = 'ts' | 'js';

// The engine's inline head script reads this key and sets the attribute
// before paint; typing it as the engine constant's literal type makes a
// rename there fail to compile here, without a runtime import.
const STORAGE_KEY: typeof CODE_LANGUAGE_STORAGE_KEY = 'quire-code-language';
/** On `<html>`: `js` when the reader chose JavaScript; the theme's CSS shows panels by it. */
const ATTRIBUTE = 'data-code-language';
const CHANGE_EVENT = 'quire:code-language';

function read(): CodeLanguage {
  return document.documentElement.getAttribute(ATTRIBUTE) === 'js' ? 'js' : 'ts';
}

function apply(language: CodeLanguage): void {
  if (language === 'js') document.documentElement.setAttribute(ATTRIBUTE, 'js');
  else document.documentElement.removeAttribute(ATTRIBUTE);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  // Another browser tab of the site changed it: follow along.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) apply(event.newValue === 'js' ? 'js' : 'ts');
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Picks TypeScript or JavaScript for every code tab group at once, on this
 * page and (through localStorage) on every later one.
 */
export function setCodeLanguage(language: CodeLanguage): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, quota): the choice still holds for this page.
  }
  apply(language);
}

/** The reader's choice, or `null` when they have made none (the attribute is only ever set for `js`). */
function chosen(): CodeLanguage | null {
  if (read() === 'js') return 'js';
  try {
    return localStorage.getItem(STORAGE_KEY) === 'ts' ? 'ts' : null;
  } catch {
    return null;
  }
}

/**
 * The code tabs' group (`groupId="code-language"`) as a tab group store:
 * `Tabs` reads and sets the reader's language through it, so the code
 * tabs follow the rule every tab group follows, with the engine's key and
 * before-paint attribute. Any value other than `js` stands for `ts`.
 */
export const codeLanguageStore: TabGroupStore = {
  subscribe,
  get: chosen,
  set: (value) => setCodeLanguage(value === 'js' ? 'js' : 'ts'),
};

/**
 * The reader's code tab language, shared by all tab groups. The state lives
 * on `<html data-code-language>` (set before paint by the engine's head
 * script), so the server and the hydrating render both say `ts`, and React
 * moves to the stored choice right after hydration without a mismatch.
 */
export function useCodeLanguage(): CodeLanguage {
  return useSyncExternalStore(subscribe, read, () => 'ts');
}
