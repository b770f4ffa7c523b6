import { describe, expect, it } from 'vitest';
import { isActiveNavItem } from './is-active-nav-item.js';

describe('isActiveNavItem', () => {
  const api = { label: 'API', to: '/api/configureStore', position: 'right', activeBasePath: '/api' } as const;
  const start = { label: 'Getting Started', to: '/introduction/getting-started', position: 'right' } as const;

  it('matches whole path segments under activeBasePath', () => {
    expect(isActiveNavItem(api, '/api')).toBe(true);
    expect(isActiveNavItem(api, '/api/rtk-query/createApi')).toBe(true);
    expect(isActiveNavItem(api, '/apiary')).toBe(false);
  });

  it('without activeBasePath, matches only its own route', () => {
    expect(isActiveNavItem(start, '/introduction/getting-started')).toBe(true);
    expect(isActiveNavItem(start, '/introduction/other')).toBe(false);
  });

  it('never marks an external item', () => {
    expect(isActiveNavItem({ label: 'GitHub', href: 'https://github.com', position: 'right' }, '/')).toBe(false);
  });
});
