import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest({ fixture: 'markdown', baseUrl: '/fixture/' });

describe('links and images of the markdown fixture in Chromium', () => {
  it('loads every image, with its size, under the base URL', async () => {
    const { page, problems, close } = await site.blank({ viewport: { width: 1280, height: 2000 } });
    await page.goto(site.url + 'images');
    await waitForHydration(page);
    const images = await page.locator('.quire-markdown img').evaluateAll((nodes) =>
      (nodes as HTMLImageElement[]).map((img) => ({ src: new URL(img.src).pathname, loading: img.loading, width: img.width, natural: img.naturalWidth })),
    );
    expect(images).toHaveLength(3);
    for (const image of images) expect(image.src.startsWith('/fixture/')).toBe(true);
    await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('.quire-markdown img')).every((img) => img.complete && img.naturalWidth > 0));
    expect(images[0]).toMatchObject({ loading: 'lazy', width: 40 });
    expect(problems).toEqual([]);
    await close();
  });

  it('follows a ./page.mdx/#anchor link client-side to the heading, and back through a ../file.md#anchor link', async () => {
    const { page, problems, close } = await site.blank();
    await page.goto(site.url + 'links');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByRole('link', { name: "the guide's setup" }).click();
    await page.waitForURL(site.url + 'guide/setup#install');
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Setup');
    await page.getByRole('link', { name: 'the links page' }).click();
    await page.waitForURL(site.url + 'links#between-docs');
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Links');
    // Client-side all along: the page never reloaded.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens external links in a new tab without access to this one', async () => {
    const { page, close } = await site.blank();
    await page.goto(site.url + 'links');
    await waitForHydration(page);
    const redux = page.getByRole('link', { name: 'Redux', exact: true });
    await expect(redux.getAttribute('target')).resolves.toBe('_blank');
    await expect(redux.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await close();
  });
});
