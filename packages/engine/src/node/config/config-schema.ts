/**
 * The one schema of `quire.config.ts`: it is at once the config's types
 * (`UserConfig` is its input, `ResolvedConfig` its output), its defaults and
 * its documentation (the JSDoc below shows up in editors on `defineConfig`).
 *
 * It stays pure: no file system, no site folder. Turning relative paths into
 * absolute ones is `load-config.ts`'s job.
 */
import * as z from 'zod';
import { absoluteUrlSchema, footerLinkSchema, homeLinkSchema, navItemSchema, routeSchema } from './link-schemas.js';
import { markdownSchema } from './markdown-schema.js';
import { THEME_COMPONENT_NAMES, type ThemeComponentName } from '../theme/theme-component-names.js';
import { normalizeBaseUrl } from '../serve/request-target.js';

const onProblemSchema = z.enum(['error', 'warn']);

/**
 * `components`: one optional module path per replaceable entry of the
 * theme's component map. A strict object, so a misspelt name is reported
 * at its line with "Did you mean …?" like any unknown key.
 */
const componentsSchema = z.strictObject(
  Object.fromEntries(THEME_COMPONENT_NAMES.map((name) => [name, z.string().min(1).optional()])) as Record<
    ThemeComponentName,
    z.ZodOptional<z.ZodString>
  >,
);

/** The path prefix the site is served under. */
export const baseUrlSchema = z
  .string()
  .refine((v) => !/[?#\s]|:\/\//.test(v), {
    message: 'Expected a path such as "/" or "/docs/", not a URL (put the origin in `url`)',
  })
  .transform(normalizeBaseUrl);

const siteUrlSchema = z
  .url({ protocol: /^https?$/, message: 'Expected an absolute http(s) URL such as "https://example.com"' })
  .refine((v) => {
    // Refinements run even when the URL check above failed; that one already reported it.
    if (!URL.canParse(v)) return true;
    const u = new URL(v);
    return u.pathname === '/' && u.search === '' && u.hash === '';
  }, 'Expected an origin only, such as "https://example.com"; put a path prefix in `baseUrl`')
  .transform((v) => new URL(v).origin);

const configObjectSchema = z.strictObject({
  /** Site title, shown in the navbar and in every page's `<title>`. Required. */
  title: z.string().min(1),
  /** One-line description of the site, used in the home page and meta tags (default ''). */
  tagline: z.string().default(''),
  /** Absolute origin of the deployed site, such as `https://redux-toolkit.js.org`. Required. */
  url: siteUrlSchema,
  /** Path prefix the site is served under (default `/`); change it when hosting in a sub-folder. */
  baseUrl: baseUrlSchema.default('/'),
  /** Favicon path, relative to the static folder (default none). */
  favicon: z.string().optional(),
  /** Folder holding the markdown docs, relative to the site folder (default `../docs`). */
  docsDir: z.string().min(1).default('../docs'),
  /** Output folder, relative to the site folder (default `build`). */
  outDir: z.string().min(1).default('build'),
  /** Sidebars module, relative to the site folder (default `sidebars.ts` when it exists, else one sidebar generated from the docs folder). */
  sidebars: z.string().min(1).optional(),
  /** Docusaurus' name for `sidebars` (its docs option `sidebarPath`), so a migrated config reads the same; `sidebars` wins when both are set. */
  sidebarPath: z.string().min(1).optional(),
  /** Folder copied as-is into the output, relative to the site folder (default `static`). */
  staticDir: z.string().min(1).default('static'),
  /**
   * Folder of the persistent build cache, relative to the site folder
   * (default `node_modules/.cache/quire`). Unchanged docs are not compiled
   * again and unchanged pages not rendered again. Point it somewhere your
   * CI keeps between runs to speed CI builds up; `quire build --no-cache`
   * ignores it.
   */
  cacheDir: z.string().min(1).default('node_modules/.cache/quire'),
  /**
   * The theme package, as the site resolves it (default `@quire/theme`). It
   * must export `components` (a `ThemeComponents` map) as compiled JS and a
   * `./styles.css`. To replace a few of its components, use `components`
   * below instead: a theme package of its own is for a whole other look.
   */
  theme: z.string().min(1).default('@quire/theme'),
  /** Prefix of "Edit this page" links; the doc's path under the docs folder is appended (default: no edit links). */
  editUrl: absoluteUrlSchema.optional(),
  /**
   * Show when each doc last changed ("Last updated on Mar 1, 2024") under
   * it, as Docusaurus's docs option of this name: from the git history of
   * the docs folder (one `git log` per build), or a doc's `last_update`
   * front matter. A file git does not know (uncommitted, or no repository)
   * shows none (default false).
   */
  showLastUpdateTime: z.boolean().default(false),
  /** Show who last changed each doc ("… by Jane"), from git or `last_update.author`, as Docusaurus's option of this name (default false). */
  showLastUpdateAuthor: z.boolean().default(false),
  /**
   * The tags file, relative to the docs folder, as Docusaurus's docs option
   * of this name: a YAML mapping of tag keys to `label`, `permalink` and
   * `description`, which front matter `tags` name by key. By default
   * `tags.yml` is read when the docs folder has one; `false` reads none.
   */
  tags: z.union([z.string().min(1), z.literal(false), z.null()]).optional(),
  /**
   * What to do with a front matter tag the tags file does not define, when
   * there is one (Docusaurus's option of this name): `'warn'` (default),
   * `'log'`, `'ignore'` or `'throw'` (fail the build).
   */
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /**
   * Replacements for entries of the theme's component map, each a module
   * path relative to the site folder whose default export (or export of the
   * entry's name) is the component, such as
   * `{ Footer: './src/Footer.tsx', Admonition: './src/Admonition.tsx' }`.
   * esbuild compiles them into the site's bundle, so no package is needed;
   * the theme renders the replacement everywhere it rendered the default
   * (default none). The names: `Layout`, `Navbar`, `Footer`, `DocPage`,
   * `Sidebar`, `SidebarItems`, `TOC`, `Breadcrumbs`, `Pagination`, `DocFooter`, `CodeBlock`,
   * `Admonition`, `HomePage`, `SearchPage`, `NotFound`, `LoadingIndicator`,
   * `RouteError`; the props of each are `@quire/engine/client`'s
   * `ThemeComponents`.
   */
  components: componentsSchema.default({}),
  /**
   * Stylesheets bundled after the theme's, so their rules win over the
   * theme's at equal specificity: one path or a list, relative to the site
   * folder, such as `'./src/custom.css'` (default none). Docusaurus calls
   * this `theme.customCss`.
   */
  customCss: z
    .union([z.string().min(1), z.array(z.string().min(1))])
    .default([])
    .transform((value) => (typeof value === 'string' ? [value] : value)),
  navbar: z
    .strictObject({
      /** Text beside the logo (default: the site `title`). */
      title: z.string().optional(),
      /** Logo image; `src` is a path in the static folder. */
      logo: z.strictObject({ src: z.string(), alt: z.string() }).optional(),
      /** Navbar links (default none). */
      items: z.array(navItemSchema).default([]),
    })
    .prefault({}),
  footer: z
    .strictObject({
      /** Titled columns of links (default none). */
      columns: z.array(z.strictObject({ title: z.string(), items: z.array(footerLinkSchema).default([]) })).default([]),
      /** Copyright line (default ''). */
      copyright: z.string().default(''),
    })
    .prefault({}),
  home: z
    .strictObject({
      hero: z
        .strictObject({
          /** Hero heading (default: the site `title`). */
          title: z.string().optional(),
          /** Hero sub-heading (default: the site `tagline`). */
          tagline: z.string().optional(),
          /** Call-to-action buttons (default none). */
          actions: z
            .array(
              z.strictObject({
                label: z.string(),
                to: routeSchema,
                /** Button style (default `primary`). */
                variant: z.enum(['primary', 'secondary']).default('primary'),
              }),
            )
            .default([]),
        })
        .prefault({}),
      /** Feature cards under the hero (default none). */
      features: z
        .array(
          z.strictObject({
            title: z.string(),
            description: z.string(),
            /** Site path of a decorative icon, e.g. `/img/simple.svg` (default none). */
            icon: z.string().startsWith('/', 'an icon is a site path starting with "/", e.g. "/img/simple.svg"').optional(),
          }),
        )
        .default([]),
      /** Titled rows of link cards under the features, e.g. related projects (default none). */
      sections: z
        .array(
          z.strictObject({
            title: z.string(),
            description: z.string().optional(),
            items: z.array(homeLinkSchema).default([]),
          }),
        )
        .default([]),
    })
    .prefault({}),
  colorMode: z
    .strictObject({
      /** Mode before the reader picks one (default `light`). */
      defaultMode: z.enum(['light', 'dark']).default('light'),
      /** Hide the light/dark switch (default false). */
      disableSwitch: z.boolean().default(false),
    })
    .prefault({}),
  loading: z
    .strictObject({
      /** Wait this long on a slow route change before showing a spinner (default 200 ms). */
      spinnerDelayMs: z.int().nonnegative().default(200),
      /** Wait this long before showing the progress bar (default 1000 ms). */
      progressBarDelayMs: z.int().nonnegative().default(1000),
    })
    .prefault({}),
  version: z
    .strictObject({
      /**
       * Name of the single docs version (default `current`, the unreleased docs
       * at the docs root). The theme stores the reader's choice under this name
       * in localStorage (`docs-preferred-version-default`); change it only
       * when the site publishes versioned docs.
       */
      name: z.string().min(1).default('current'),
      /** Label of the single docs version (default `Next`). */
      label: z.string().default('Next'),
    })
    .prefault({}),
  markdown: markdownSchema.prefault({}),
  prism: z
    .strictObject({
      /** Prism languages beyond the default set, such as `diff` or `yaml` (default none). */
      additionalLanguages: z.array(z.string()).default([]),
    })
    .prefault({}),
  analytics: z
    .strictObject({
      /**
       * Google Analytics measurement id, such as `G-ABC123XYZ` (default none).
       * When set, every page loads gtag.js asynchronously and each route change
       * sends a page view; when unset, no analytics code is loaded at all.
       */
      trackingId: z
        .string()
        .regex(/^[A-Za-z0-9_-]+$/, { message: 'Expected a measurement id such as "G-ABC123XYZ" (letters, digits, "-" and "_")' })
        .optional(),
    })
    .prefault({}),
  search: z
    .strictObject({
      /**
       * Algolia DocSearch (default none: the built-in search serves, from an
       * index Quire writes at build time). When set, the navbar's search opens
       * DocSearch's own modal and the `/search` page queries the same index;
       * Quire then writes no index of its own. All three values are public
       * (the key is DocSearch's search-only key).
       */
      docsearch: z
        .strictObject({
          /** The Algolia application id. */
          appId: z.string().min(1),
          /** The search-only API key. */
          apiKey: z.string().min(1),
          /** The index DocSearch's crawler fills for this site. */
          indexName: z.string().min(1),
          /**
           * Hosts to send queries to instead of Algolia's own (default none:
           * `<appId>-dsn.algolia.net` and its fallbacks). For a proxy in front
           * of Algolia, or a stand-in server in tests. Each is an origin such
           * as `https://search-proxy.example.com` or `http://127.0.0.1:8123`.
           */
          hosts: z
            .array(
              z
                .url({ protocol: /^https?$/, message: 'Expected an origin such as "https://search-proxy.example.com"' })
                .refine((v) => !URL.canParse(v) || new URL(v).pathname === '/', 'Expected an origin only, without a path'),
            )
            .min(1)
            .optional(),
        })
        .optional(),
    })
    .prefault({}),
  /**
   * Show a warning banner on the home page when it is served under another
   * path than `baseUrl`, suggesting the base URL that would work (default
   * true). It is an inline script, so it works even when the site's own
   * scripts fail to load for that very reason.
   */
  baseUrlIssueBanner: z.boolean().default(true),
  /**
   * Data of the site's own for its pages and components, as in Docusaurus:
   * `useDocusaurusContext().siteConfig.customFields` gives it in the browser
   * (default `{}`). It is embedded in every page's script, so keep it to
   * JSON data (strings, numbers, booleans, arrays, plain objects) that may be public.
   */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /** What a link to a missing page or heading does (default `error`: the build fails). */
  onBrokenLinks: onProblemSchema.default('error'),
  /** What a relative `.md` link to a missing file does (default `warn`). */
  onBrokenMarkdownLinks: onProblemSchema.default('warn'),
  /** What two docs claiming one route do (default `warn`; the later doc wins). */
  onDuplicateRoutes: onProblemSchema.default('warn'),
});

/**
 * The config schema. Parsing fills every default; the result is a
 * `ResolvedConfig` whose paths are still relative to the site folder.
 */
export const configSchema = configObjectSchema.transform(({ sidebars, sidebarPath, navbar, home, ...rest }) => ({
  ...rest,
  /** Sidebars module path as written; `load-config` makes it absolute. */
  sidebarsPath: sidebars ?? sidebarPath,
  navbar: { ...navbar, title: navbar.title ?? rest.title },
  home: {
    ...home,
    hero: { ...home.hero, title: home.hero.title ?? rest.title, tagline: home.hero.tagline ?? rest.tagline },
  },
}));

/** What a site author writes in `quire.config.ts`. */
export type UserConfig = z.input<typeof configSchema>;
