import { describe, expect, it } from 'vitest';
import { normalizeBaseUrl } from '../serve/request-target.js';
import { configSchema } from './config-schema.js';
import { formatConfigIssues } from './format-config-issues.js';

const minimal = { title: 'Docs', url: 'https://example.com' };

describe('configSchema', () => {
  it('takes DocSearch settings with optional hosts, and rejects a host that is not an origin', () => {
    const docsearch = { appId: 'APP', apiKey: 'key', indexName: 'docs' };
    expect(configSchema.parse({ ...minimal, search: { docsearch } }).search).toEqual({ docsearch });
    const hosts = ['http://127.0.0.1:8123'];
    expect(configSchema.parse({ ...minimal, search: { docsearch: { ...docsearch, hosts } } }).search.docsearch?.hosts).toEqual(hosts);
    expect(configSchema.safeParse({ ...minimal, search: { docsearch: { ...docsearch, hosts: ['http://proxy.example.com/search'] } } }).success).toBe(false);
    expect(configSchema.safeParse({ ...minimal, search: { docsearch: { appId: 'APP', apiKey: 'key' } } }).success).toBe(false);
  });

  it('fills every default from a minimal config', () => {
    const config = configSchema.parse(minimal);
    expect(config).toEqual({
      title: 'Docs',
      tagline: '',
      url: 'https://example.com',
      baseUrl: '/',
      docsDir: '../docs',
      outDir: 'build',
      sidebarsPath: undefined,
      staticDir: 'static',
      cacheDir: 'node_modules/.cache/quire',
      theme: '@quire/theme',
      components: {},
      customCss: [],
      navbar: { title: 'Docs', items: [] },
      footer: { columns: [], copyright: '' },
      home: { hero: { title: 'Docs', tagline: '', actions: [] }, features: [], sections: [] },
      colorMode: { defaultMode: 'light', disableSwitch: false },
      loading: { spinnerDelayMs: 200, progressBarDelayMs: 1000 },
      version: { name: 'current', label: 'Next' },
      markdown: { remarkPlugins: [], rehypePlugins: [], tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3, maxDocSizeKb: 1024, maxDocBlocks: 2500, format: 'detect' },
      prism: { additionalLanguages: [] },
      analytics: {},
      search: {},
      baseUrlIssueBanner: true,
      customFields: {},
      onBrokenLinks: 'error',
      onBrokenMarkdownLinks: 'warn',
      onDuplicateRoutes: 'warn',
      showLastUpdateTime: false,
      showLastUpdateAuthor: false,
      onInlineTags: 'warn',
    });
  });

  it('takes an analytics measurement id and refuses one that could break out of a script', () => {
    expect(configSchema.parse({ ...minimal, analytics: { trackingId: 'G-ABC123' } }).analytics).toEqual({ trackingId: 'G-ABC123' });
    const bad = configSchema.safeParse({ ...minimal, analytics: { trackingId: 'G-1"</script>' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['analytics', 'trackingId']);
  });

  it('keeps customFields as written, for useDocusaurusContext', () => {
    const customFields = { apiUrl: 'https://api.example.com', flags: { beta: true }, list: [1, 2] };
    expect(configSchema.parse({ ...minimal, customFields }).customFields).toEqual(customFields);
    const bad = configSchema.safeParse({ ...minimal, customFields: ['not', 'a', 'record'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['customFields']);
  });

  it('fills defaults inside partly written objects', () => {
    const config = configSchema.parse({
      ...minimal,
      loading: { spinnerDelayMs: 50 },
      navbar: { title: 'Nav', items: [{ label: 'Intro', to: '/intro' }] },
      home: { hero: { actions: [{ label: 'Go', to: '/intro' }] } },
    });
    expect(config.loading).toEqual({ spinnerDelayMs: 50, progressBarDelayMs: 1000 });
    expect(config.navbar.items).toEqual([{ label: 'Intro', to: '/intro', position: 'left' }]);
    expect(config.home.hero.actions).toEqual([{ label: 'Go', to: '/intro', variant: 'primary' }]);
  });

  it.each([
    ['/', '/'],
    ['', '/'],
    ['docs', '/docs/'],
    ['/docs', '/docs/'],
    ['docs/', '/docs/'],
    ['//a//b/', '/a/b/'],
  ])('normalizes baseUrl %j to %j', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
    expect(configSchema.parse({ ...minimal, baseUrl: input }).baseUrl).toBe(expected);
  });

  it('keeps only the origin of url and rejects paths and other schemes', () => {
    expect(configSchema.parse({ ...minimal, url: 'https://example.com/' }).url).toBe('https://example.com');
    expect(configSchema.safeParse({ ...minimal, url: 'https://example.com/docs' }).success).toBe(false);
    expect(configSchema.safeParse({ ...minimal, url: 'ftp://example.com' }).success).toBe(false);
    expect(configSchema.safeParse({ ...minimal, url: 'example.com' }).success).toBe(false);
  });

  it('rejects a baseUrl that is a full URL', () => {
    expect(configSchema.safeParse({ ...minimal, baseUrl: 'https://example.com/docs/' }).success).toBe(false);
  });

  it('requires title and url', () => {
    const result = configSchema.safeParse({});
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['title', 'url']);
  });

  it('rejects unknown keys at any depth', () => {
    expect(configSchema.safeParse({ ...minimal, titel: 'x' }).success).toBe(false);
    expect(configSchema.safeParse({ ...minimal, colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true } }).success).toBe(false);
  });

  it('wants exactly one of `to` and `href` on nav and footer links', () => {
    const nav = (item: object) => configSchema.safeParse({ ...minimal, navbar: { items: [item] } });
    expect(nav({ label: 'A', to: '/a' }).success).toBe(true);
    expect(nav({ label: 'A', href: 'https://a.example' }).success).toBe(true);
    expect(nav({ label: 'A' }).error?.issues[0]?.message).toMatch(/Needs a target/);
    expect(nav({ label: 'A', to: '/a', href: 'https://a.example' }).error?.issues[0]?.message).toMatch(/both/);
    expect(nav({ label: 'A', to: 'a' }).success).toBe(false);
    expect(nav({ label: 'A', href: '/a' }).success).toBe(false);
    const footer = configSchema.safeParse({ ...minimal, footer: { columns: [{ title: 'Docs', items: [{ label: 'A' }] }] } });
    expect(footer.error?.issues[0]?.path).toEqual(['footer', 'columns', 0, 'items', 0]);
  });

  it('takes component replacements by entry name, and customCss as one path or a list', () => {
    const config = configSchema.parse({ ...minimal, components: { Footer: './src/Footer.tsx', Admonition: './src/Admonition.tsx' }, customCss: './src/custom.css' });
    expect(config.components).toEqual({ Footer: './src/Footer.tsx', Admonition: './src/Admonition.tsx' });
    expect(config.customCss).toEqual(['./src/custom.css']);
    expect(configSchema.parse({ ...minimal, customCss: ['./a.css', './b.css'] }).customCss).toEqual(['./a.css', './b.css']);
    // Only entries of the map (not the `markdown` map), and never an empty path.
    expect(configSchema.safeParse({ ...minimal, components: { Foter: './f.tsx' } }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['Foter'] });
    expect(configSchema.safeParse({ ...minimal, components: { markdown: './m.tsx' } }).success).toBe(false);
    expect(configSchema.safeParse({ ...minimal, components: { Footer: '' } }).success).toBe(false);
    expect(configSchema.safeParse({ ...minimal, customCss: [''] }).success).toBe(false);
  });

  it('reports a misspelt component name at its line and column, with the closest entry', () => {
    const source = "export default {\n  title: 'Docs',\n  url: 'https://example.com',\n  components: {\n    Footer: './src/Footer.tsx',\n    Admonishion: './src/Admonition.tsx',\n  },\n};\n";
    const input = { ...minimal, components: { Footer: './src/Footer.tsx', Admonishion: './src/Admonition.tsx' } };
    const result = configSchema.safeParse(input, { reportInput: true });
    const [d] = formatConfigIssues(result.error!.issues, { schema: configSchema, input, file: 'quire.config.ts', source });
    expect(d).toMatchObject({ line: 6, column: 5, message: 'Unknown key "Admonishion" in components.', hint: 'Did you mean "Admonition"?' });
  });

  it('checks table-of-contents levels', () => {
    const markdown = (m: object) => configSchema.safeParse({ ...minimal, markdown: m });
    expect(markdown({ tocMaxHeadingLevel: 4 }).success).toBe(true);
    expect(markdown({ tocMinHeadingLevel: 4, tocMaxHeadingLevel: 3 }).success).toBe(false);
    expect(markdown({ tocMinHeadingLevel: 1 }).success).toBe(false);
  });

  it('accepts unified plugins as functions or [plugin, options] pairs', () => {
    const plugin = () => undefined;
    const config = configSchema.parse({ ...minimal, markdown: { remarkPlugins: [plugin, [plugin, { a: 1 }]] } });
    expect(config.markdown.remarkPlugins).toHaveLength(2);
    expect(configSchema.safeParse({ ...minimal, markdown: { rehypePlugins: ['rehype-foo'] } }).success).toBe(false);
  });
});
