import type { UserConfig } from './config-schema.js';

/**
 * Types a site's configuration without changing it: write
 * `export default defineConfig({ ... })` in `quire.config.ts` and the editor
 * completes every option and shows its default. Validation and defaults
 * happen when Quire loads the file (`loadConfig`), not here.
 */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
