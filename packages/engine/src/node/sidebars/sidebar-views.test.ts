import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../shared/types.js';
import { GROUP_SIZE, LEVEL_MAX_ITEMS, SIDEBAR_FILL_SOURCE, SIDEBAR_INLINE_LINKS, sidebarViews } from './sidebar-views.js';

const link = (href: string): Extract<SidebarItem, { type: 'link' }> => ({ type: 'link', label: href.slice(1), href, docId: href.slice(1) });
const category = (label: string, items: SidebarItem[], options: { collapsed?: boolean; collapsible?: boolean; href?: string } = {}): SidebarItem => ({
  type: 'category',
  label,
  items,
  collapsed: options.collapsed ?? true,
  collapsible: options.collapsible ?? true,
  ...(options.href && { href: options.href }),
});
const links = (folder: string, count: number) => Array.from({ length: count }, (_, i) => link(`/${folder}/page-${i}`));

/** The default export of a category chunk, read back the way a browser would. */
function chunkItems(source: string): SidebarItem[] {
  expect(source).toMatch(/^export default JSON\.parse\('.*'\);$/s);
  // eslint-disable-next-line no-new-func -- the module's one expression, evaluated as the browser would
  return new Function(`return ${source.slice('export default '.length)}`)() as SidebarItem[];
}

describe('sidebarViews of a small sidebar', () => {
  const sidebar = [category('Guide', links('guide', 3)), category('API', links('api', 3), { collapsed: false })];

  it('ships the whole sidebar, without doc ids, to every page', () => {
    const views = sidebarViews(sidebar);
    expect(views.pruned).toBe(false);
    expect(views.chunks.size).toBe(0);
    // Carried whole by each page's chunk: no modules to import.
    expect(views.viewModules('/guide/page-1')).toBeUndefined();
    expect(views.viewJson('/guide/page-1')).toBe(views.viewJson('/api/page-0'));
    const view = JSON.parse(views.viewJson('/guide/page-1')) as SidebarItem[];
    expect(view).toHaveLength(2);
    expect(JSON.stringify(view)).not.toContain('docId');
    expect(view[0]).toMatchObject({ type: 'category', label: 'Guide', items: [{ href: '/guide/page-0' }, { href: '/guide/page-1' }, { href: '/guide/page-2' }] });
  });
});

describe('sidebarViews of a sidebar of more than SIDEBAR_INLINE_LINKS links', () => {
  const perSection = 20;
  const sections = Math.ceil((SIDEBAR_INLINE_LINKS + 1) / perSection) + 1;
  const nested = category('Deeper', links('s0/deeper', 3));
  const sidebar: SidebarItem[] = [
    link('/intro'),
    category('Always open', links('open', 2), { collapsed: false }),
    category('Section 0', [...links('s0', perSection - 1), nested], { href: '/s0' }),
    ...Array.from({ length: sections - 1 }, (_, i) => category(`Section ${i + 1}`, links(`s${i + 1}`, perSection))),
  ];
  const views = sidebarViews(sidebar);
  const view = (path: string) => JSON.parse(views.viewJson(path)) as Extract<SidebarItem, { type: 'category' }>[];

  it('prunes the collapsed categories that do not hold the page', () => {
    expect(views.pruned).toBe(true);
    const shown = view('/s2/page-5');
    expect(shown[0]).toEqual({ type: 'link', label: 'intro', href: '/intro' });
    expect(shown[1]!.items).toHaveLength(2);
    expect(shown[1]!.itemsChunk).toBeUndefined();
    expect(shown[2]!.items).toEqual([]);
    expect(shown[3]!.items).toEqual([]);
    expect(shown[4]!.items).toHaveLength(perSection);
    for (const index of [2, 3, 4]) expect(views.chunks.has(shown[index]!.itemsChunk!)).toBe(true);
  });

  it('puts each collapsed category in a content-hashed chunk, its own collapsed categories pruned in turn', () => {
    const shown = view('/s2/page-5');
    const section0 = chunkItems(views.chunks.get(shown[2]!.itemsChunk!)!);
    expect(section0).toHaveLength(perSection);
    const deeper = section0.at(-1) as Extract<SidebarItem, { type: 'category' }>;
    expect(deeper).toMatchObject({ label: 'Deeper', items: [] });
    expect(chunkItems(views.chunks.get(deeper.itemsChunk!)!)).toEqual(links('s0/deeper', 3).map((item) => {
      const { docId: _, ...rest } = item as Extract<SidebarItem, { type: 'link' }>;
      return rest;
    }));
    for (const file of views.chunks.keys()) expect(file).toMatch(/^assets\/sidebar\/(fill-)?[A-Z2-7]{8}\.js$/);
  });

  it('gives each page its view from modules every page shares: fill(skeleton, the chunks of its open categories)', async () => {
    const fill = ((await import(`data:text/javascript,${encodeURIComponent(SIDEBAR_FILL_SOURCE)}`)) as { default: (items: SidebarItem[], open: Record<string, SidebarItem[]>) => SidebarItem[] }).default;
    const paths = ['/intro', '/open/page-1', '/s0', '/s0/page-2', '/s0/deeper/page-1', '/s2/page-5', `/s${sections - 1}/page-0`, '/elsewhere'];
    const skeletons = new Set<string>();
    for (const path of paths) {
      const modules = views.viewModules(path)!;
      skeletons.add(modules.skeleton);
      expect(views.chunks.get(modules.fill)).toBe(SIDEBAR_FILL_SOURCE);
      const open = Object.fromEntries(modules.open.map((file) => [file, chunkItems(views.chunks.get(file)!)]));
      expect(fill(chunkItems(views.chunks.get(modules.skeleton)!), open), path).toEqual(view(path));
    }
    expect(skeletons.size).toBe(1);
    // Outermost first: the section's chunk, then the nested category's.
    const deep = views.viewModules('/s0/deeper/page-1')!.open;
    expect(deep).toHaveLength(2);
    expect(chunkItems(views.chunks.get(deep[0]!)!)).toHaveLength(perSection);
    expect(views.viewModules('/intro')!.open).toEqual([]);
  });

  it('opens every category on the way to the page, the category link included', () => {
    const deep = view('/s0/deeper/page-1');
    const section0 = deep[2]!;
    expect(section0.items).toHaveLength(perSection);
    expect((section0.items.at(-1) as Extract<SidebarItem, { type: 'category' }>).items).toHaveLength(3);
    expect(view('/s0')[2]!.items).toHaveLength(perSection);
  });

  it('gives pages with the same open categories one shared text', () => {
    expect(views.viewJson('/s2/page-1')).toBe(views.viewJson('/s2/page-7'));
    expect(views.viewJson('/s2/page-1')).not.toBe(views.viewJson('/s3/page-1'));
    expect(views.viewJson('/intro')).toBe(views.viewJson('/open/page-1'));
  });

  it('grows by a label and a chunk name per section, not by its pages', () => {
    const small = views.viewJson('/s2/page-1').length;
    const bigger = sidebarViews([...sidebar, category('Huge', links('huge', 500))]).viewJson('/s2/page-1').length;
    expect(bigger - small).toBeLessThan(150);
  });
});

describe('sidebarViews of a level longer than LEVEL_MAX_ITEMS', () => {
  const sections = (count: number) => Array.from({ length: count }, (_, i) => category(`Section ${i}`, links(`s${i}`, 2)));
  const views = sidebarViews(sections(250));
  const view = (path: string) => JSON.parse(views.viewJson(path)) as Extract<SidebarItem, { type: 'category' }>[];

  it('shows the level in collapsed groups of GROUP_SIZE, the group holding the page open', () => {
    const shown = view('/s120/page-1');
    const groups = Math.ceil(250 / GROUP_SIZE);
    expect(shown).toHaveLength(groups);
    expect(shown.map((group) => group.label)).toEqual(
      Array.from({ length: groups }, (_, g) => `Section ${g * GROUP_SIZE} – Section ${Math.min(250, (g + 1) * GROUP_SIZE) - 1}`),
    );
    expect(shown.every((group) => group.collapsed && group.collapsible)).toBe(true);
    const holding = Math.floor(120 / GROUP_SIZE);
    expect(shown[holding]!.items).toHaveLength(GROUP_SIZE);
    const section = shown[holding]!.items[120 % GROUP_SIZE] as Extract<SidebarItem, { type: 'category' }>;
    expect(section.label).toBe('Section 120');
    expect(section.items.map((item) => (item as { href: string }).href)).toEqual(['/s120/page-0', '/s120/page-1']);
    for (let index = 0; index < groups; index++) if (index !== holding) expect(shown[index]!.items).toEqual([]);
    // A closed group's sections come with its chunk, labels only.
    const closed = chunkItems(views.chunks.get(shown[0]!.itemsChunk!)!) as Extract<SidebarItem, { type: 'category' }>[];
    expect(closed.map((item) => item.label)).toEqual(Array.from({ length: GROUP_SIZE }, (_, i) => `Section ${i}`));
    expect(closed.every((item) => item.items.length === 0)).toBe(true);
  });

  it('groups the groups when they are too many, so a page lists a bounded number of labels', () => {
    const huge = sidebarViews(sections(6000));
    const shown = JSON.parse(huge.viewJson('/s4321/page-0')) as Extract<SidebarItem, { type: 'category' }>[];
    expect(shown.length).toBeLessThanOrEqual(LEVEL_MAX_ITEMS);
    expect(shown[0]!.label).toBe(`Section 0 – Section ${GROUP_SIZE * GROUP_SIZE - 1}`);
    const labels = (items: SidebarItem[]): number => items.reduce((n, item) => n + 1 + (item.type === 'category' ? labels(item.items) : 0), 0);
    expect(labels(shown)).toBeLessThan(3 * LEVEL_MAX_ITEMS);
    // 24 times the sections, a page's view less than twice the size.
    expect(huge.viewJson('/s4321/page-0').length).toBeLessThan(2 * views.viewJson('/s120/page-1').length);
  });

  it('gives the same view through the shared modules', async () => {
    const fill = ((await import(`data:text/javascript,${encodeURIComponent(SIDEBAR_FILL_SOURCE)}`)) as { default: (items: SidebarItem[], open: Record<string, SidebarItem[]>) => SidebarItem[] }).default;
    for (const path of ['/s0/page-0', '/s120/page-1', '/s249/page-1', '/none']) {
      const modules = views.viewModules(path)!;
      const open = Object.fromEntries(modules.open.map((file) => [file, chunkItems(views.chunks.get(file)!)]));
      expect(fill(chunkItems(views.chunks.get(modules.skeleton)!), open), path).toEqual(view(path));
    }
  });
});
