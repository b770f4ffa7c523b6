import { describe, expect, it } from 'vitest';
import { routeEntryNames } from './route-entry-names.js';

describe('routeEntryNames', () => {
  it('names chunks after their routes', () => {
    const names = routeEntryNames(['/', '/search', '/api/createSlice', '/404.html']);
    expect([...names.values()]).toEqual(['routes/__root', 'routes/search', 'routes/api/createSlice', 'routes/__404']);
  });
  it('replaces unsafe characters and keeps names unique, case-insensitively', () => {
    const names = routeEntryNames(['/a b', '/a_b', '/API', '/api']);
    expect([...names.values()]).toEqual(['routes/a_b', 'routes/a_b_2', 'routes/API', 'routes/api_2']);
  });
});
