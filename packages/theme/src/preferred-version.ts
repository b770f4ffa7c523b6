/**
 * localStorage key of the docs version the reader picked, as Docusaurus
 * names it for the default docs plugin (`docs-preferred-version-<plugin id>`),
 * so a site moving from Docusaurus keeps its readers' choice.
 */
export const PREFERRED_VERSION_STORAGE_KEY = 'docs-preferred-version-default';

/** Remembers the reader's docs version by its `name` (`current` for Next). */
export function storePreferredVersion(name: string): void {
  try {
    localStorage.setItem(PREFERRED_VERSION_STORAGE_KEY, name);
  } catch {
    // Storage can be disabled (private mode, blocked cookies): the choice then lasts for this page only.
  }
}

/** The docs version the reader picked earlier, if any and if storage is readable. */
export function readPreferredVersion(): string | undefined {
  try {
    return localStorage.getItem(PREFERRED_VERSION_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
