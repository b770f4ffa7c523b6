// What a site's config and sidebars modules get when they import
// '@quire/engine': the parts of the public surface that make sense there,
// and nothing that loads the build. Importing the whole engine from a config
// would pull the build's phases (the bundler, every Prism grammar) into every
// config load, which `quire dev` pays for before it is ready.
export { defineConfig } from './define-config.js';
export { QuireError, formatDiagnostic, formatLocation } from '../diagnostic.js';
