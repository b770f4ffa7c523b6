import type { ReactNode } from 'react';
import type { RouteModule } from '@quire/engine/client';
import { components } from '../components.js';
import { elementHtml } from './html-query.js';
import { renderRoute } from './render-route.js';
import { createSliceDoc, sidebar } from './site-fixture.js';

/**
 * Server-renders `node` inside a real page of the app (the engine's
 * contexts: router, site data, the theme's component map), in place of the
 * docs layout, and returns its markup: for components that read the map.
 */
export function renderInApp(node: ReactNode): string {
  const html = renderRoute({
    path: '/api/createSlice',
    module: { page: createSliceDoc, sidebar } satisfies RouteModule,
    components: { ...components, DocPage: () => <div id="probe">{node}</div> },
  });
  return elementHtml(html, /<div id="probe">/).replace(/^<div id="probe">/, '').replace(/<\/div>$/, '');
}
