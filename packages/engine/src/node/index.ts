// The engine's public Node surface (`@quire/engine`): named exports only, so
// what a site, the CLI or a plugin may rely on is listed in one place.
export { build } from './build.js';
export { prebuildThemeBundle } from './bundle/prebuild-theme-bundle.js';
export type { BuildOptions, BuildResult } from './build-result.js';
export type { BuildContext, Logger } from './build-context.js';
export { QuireError, formatDiagnostic, formatLocation, type Diagnostic } from './diagnostic.js';
export { defineConfig } from './config/define-config.js';
export { loadConfig, type LoadedConfig } from './config/load-config.js';
export type { UserConfig } from './config/config-schema.js';
export type { ResolvedConfig, PluginEntry } from './config/resolved-config.js';
export type { SidebarsConfig, SidebarConfigItem } from './config/sidebars-config.js';
export type { Doc, FrontMatter } from './content/doc.js';
export type { CompiledDoc, CollectedLink } from './markdown/compiled-doc.js';
export type { RouteEntry, RouteManifest } from './routes/route-manifest.js';
