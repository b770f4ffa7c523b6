/** The environment variables that switch the site to DocSearch, all three or none. */
const VARIABLES = ['QUIRE_DOCSEARCH_APP_ID', 'QUIRE_DOCSEARCH_API_KEY', 'QUIRE_DOCSEARCH_INDEX_NAME'] as const;

/**
 * DocSearch settings from `QUIRE_DOCSEARCH_APP_ID`, `QUIRE_DOCSEARCH_API_KEY`
 * and `QUIRE_DOCSEARCH_INDEX_NAME`, plus the optional
 * `QUIRE_DOCSEARCH_HOSTS` (comma-separated origins, e.g. a proxy), or
 * `undefined` when none is set, which keeps the built-in search. Some but
 * not all of the three is a mistake worth stopping the build for, rather
 * than a site that silently searches with the wrong engine.
 */
export function docSearchFromEnv(env: Record<string, string | undefined>) {
  const set = VARIABLES.filter((name) => env[name]);
  if (set.length === 0) return undefined;
  if (set.length < VARIABLES.length) {
    const missing = VARIABLES.filter((name) => !env[name]);
    throw new Error(`DocSearch needs all of ${VARIABLES.join(', ')}; ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set.`);
  }
  const hosts = env.QUIRE_DOCSEARCH_HOSTS?.split(',').map((h) => h.trim()).filter(Boolean);
  return {
    appId: env.QUIRE_DOCSEARCH_APP_ID!,
    apiKey: env.QUIRE_DOCSEARCH_API_KEY!,
    indexName: env.QUIRE_DOCSEARCH_INDEX_NAME!,
    ...(hosts?.length ? { hosts } : {}),
  };
}
