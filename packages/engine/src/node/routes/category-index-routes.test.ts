import { describe, expect, it } from 'vitest';
import type { CategoryIndexPageData, DocPageData } from '../../shared/types.js';
import type { SidebarsConfig } from '../config/sidebars-config.js';
import { compileDocs } from '../markdown/compile-docs.js';
import { resolveSidebars } from '../sidebars/resolve-sidebars.js';
import { testContext, testDoc } from '../test-support/test-context.js';
import { buildRouteManifest } from './build-route-manifest.js';

const docs = [
  testDoc('intro.md', 'Welcome.', { title: 'Introduction' }),
  testDoc('guides/one.md', 'One.', { title: 'One', description: 'The first guide.' }),
  testDoc('guides/two.md', 'Two.', { title: 'Two', pagination_prev: null }),
  testDoc('guides/deep/three.md', 'Three.', { title: 'Three' }),
  testDoc('outro.md', 'Bye.', { title: 'Outro' }),
];
const sidebarsConfig: SidebarsConfig = {
  docs: [
    'intro',
    {
      type: 'category',
      label: 'Guides',
      link: { type: 'generated-index', description: 'Every guide.', keywords: ['guides'] },
      items: [
        'guides/one',
        { type: 'html', value: '<hr>' },
        { Deeper: ['guides/deep/three'] },
        { type: 'link', label: 'Elsewhere', href: 'https://example.com', description: 'Off site.' },
      ],
    },
    { type: 'category', label: 'Second', link: { type: 'generated-index' }, items: ['guides/two'] },
    'outro',
  ],
};

async function manifestOf() {
  const ctx = testContext();
  const compiled = await compileDocs(ctx, docs);
  const sidebars = resolveSidebars({ sidebars: sidebarsConfig, docs });
  return buildRouteManifest(ctx, { docs, compiled, sidebars });
}

describe('generated index routes', () => {
  it('lists the category\'s items as cards, under breadcrumbs, with its sidebar and metadata', async () => {
    const manifest = await manifestOf();
    const entry = manifest.routes.get('/category/guides')!;
    expect(entry.sidebarId).toBe('docs');
    expect(entry.page).toEqual({
      kind: 'categoryIndex',
      title: 'Guides',
      description: 'Every guide.',
      keywords: ['guides'],
      sidebarId: 'docs',
      breadcrumbs: [{ label: 'Guides' }],
      items: [
        { type: 'doc', label: 'One', href: '/guides/one', description: 'The first guide.' },
        { type: 'category', label: 'Deeper', href: '/guides/deep/three', count: 1 },
        { type: 'link', label: 'Elsewhere', href: 'https://example.com', description: 'Off site.' },
      ],
      prev: { title: 'Introduction', href: '/intro' },
      next: { title: 'One', href: '/guides/one' },
    } satisfies CategoryIndexPageData);
  });

  it('puts the index pages in their neighbours\' previous and next links, unless front matter sets them', async () => {
    const manifest = await manifestOf();
    const page = (path: string) => manifest.routes.get(path)!.page as Omit<DocPageData, 'body'>;
    expect(page('/intro').next).toEqual({ title: 'Guides', href: '/category/guides' });
    expect(page('/guides/one').prev).toEqual({ title: 'Guides', href: '/category/guides' });
    expect(page('/guides/deep/three').next).toEqual({ title: 'Second', href: '/category/second' });
    // `pagination_prev: null` on the doc after the second index wins.
    expect(page('/guides/two').prev).toBeUndefined();
    expect((manifest.routes.get('/category/second')!.page as CategoryIndexPageData).next).toEqual({ title: 'Two', href: '/guides/two' });
  });
});
