import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './prefetch-allowed.js';

describe('prefetchAllowed', () => {
  it('says no only for 2g with data saver on', () => {
    expect(prefetchAllowed({ effectiveType: '2g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g', saveData: true })).toBe(false);
  });

  it('says yes for 2g without data saver, data saver on a faster connection, and no information', () => {
    expect(prefetchAllowed({ effectiveType: '2g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g', saveData: true })).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});
