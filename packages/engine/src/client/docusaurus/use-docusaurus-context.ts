import type { SiteData } from '../../shared/types.js';
import { useSiteData } from '../site-context.js';

/** The locale settings Docusaurus gives; Quire sites have one locale, English. */
export interface DocusaurusI18n {
  defaultLocale: string;
  locales: string[];
  currentLocale: string;
  localeConfigs: Record<string, { label: string; direction: 'ltr' | 'rtl'; htmlLang: string; calendar: string; path: string }>;
}

/** What {@link useDocusaurusContext} gives: Docusaurus's `DocusaurusContext`, with the parts a Quire site has. */
export interface DocusaurusContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    favicon?: string;
    /** The config's `customFields`, as written. */
    customFields: Record<string, unknown>;
    i18n: Omit<DocusaurusI18n, 'currentLocale'>;
    /** Quire's theme is configured by the config itself, not by a `themeConfig`: empty. */
    themeConfig: Record<string, unknown>;
    noIndex: boolean;
  };
  siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, unknown> };
  /** Plugins' global data: Quire has no plugins, so it is empty. */
  globalData: Record<string, unknown>;
  i18n: DocusaurusI18n;
  codeTranslations: Record<string, string>;
}

const contexts = new WeakMap<SiteData, DocusaurusContext>();

/** The context for one site's data, made once, so that it is the same object on every render (components may depend on it). */
function contextOf(site: SiteData): DocusaurusContext {
  let context = contexts.get(site);
  if (context) return context;
  const i18n: DocusaurusI18n = {
    defaultLocale: 'en',
    locales: ['en'],
    currentLocale: 'en',
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
  };
  const { currentLocale: _current, ...configI18n } = i18n;
  context = {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      favicon: site.favicon,
      customFields: site.customFields ?? {},
      i18n: configI18n,
      themeConfig: {},
      noIndex: false,
    },
    // The Docusaurus API Quire follows, for code that checks it.
    siteMetadata: { docusaurusVersion: '3.0.0', pluginVersions: {} },
    globalData: {},
    i18n,
    codeTranslations: {},
  };
  contexts.set(site, context);
  return context;
}

/**
 * Docusaurus's `@docusaurus/useDocusaurusContext`: the site's config
 * (`siteConfig.title`, `tagline`, `url`, `baseUrl`, `customFields`…) and
 * its locale, read from the site data the app carries.
 */
export default function useDocusaurusContext(): DocusaurusContext {
  return contextOf(useSiteData());
}
