import { describe, expect, it } from 'vitest';
import type { ThemeComponents } from '../../client/theme-components.js';
import { THEME_COMPONENT_NAMES, type ThemeComponentName } from './theme-component-names.js';

// Both ways at compile time (`npm run typecheck`): a name the map lacks, or an entry the list lacks, fails to compile.
type Replaceable = Exclude<keyof ThemeComponents, 'markdown'>;
const everyEntryListed: Record<Replaceable, true> = Object.fromEntries(THEME_COMPONENT_NAMES.map((name) => [name, true])) as Record<
  ThemeComponentName,
  true
>;
const everyNameAnEntry: readonly Replaceable[] = THEME_COMPONENT_NAMES;

describe('THEME_COMPONENT_NAMES', () => {
  it('lists each entry once', () => {
    expect(new Set(everyNameAnEntry).size).toBe(THEME_COMPONENT_NAMES.length);
    expect(Object.keys(everyEntryListed)).toEqual([...THEME_COMPONENT_NAMES]);
  });
});
