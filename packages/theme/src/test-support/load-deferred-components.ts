// Vitest setup: the map's deferred entries (tag pages, MDX components) loaded before any test renders them,
// as the build's renderer loads them before it renders a page.
import { loadDeferredComponents } from '@quire/engine/ssr';
// The map's module makes them: imported first, so each has registered itself.
import '../components.js';

await loadDeferredComponents();
