/**
 * The configuration after validation, as every later phase sees it.
 *
 * The type is derived from the schema in `config-schema.ts`, so the schema
 * stays the single place where options, their types and their defaults live;
 * `load-config.ts` then makes `docsDir`, `outDir`, `staticDir` and
 * `sidebarsPath` absolute.
 */
import type { z } from 'zod';
import type { SiteData } from '../../shared/types.js';
import type { configSchema } from './config-schema.js';

export type { PluginEntry } from './markdown-schema.js';

/**
 * The configuration after validation: every default filled in, every path
 * absolute. See `config-schema.ts` for each option's meaning and default.
 */
export type ResolvedConfig = z.output<typeof configSchema>;

/**
 * Compile-time guard: the browser-facing `SiteData` is a slice of the config,
 * so a schema change that breaks that contract fails to typecheck here.
 */
type AssertAssignable<T extends U, U> = T;
export type ResolvedConfigIsSiteData = AssertAssignable<ResolvedConfig, SiteData>;
