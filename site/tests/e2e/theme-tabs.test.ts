/**
 * The theme's Tabs (Docusaurus' `@theme/Tabs`) in Chromium, reached through
 * the build's TypeScript/JavaScript code tabs (the CLI's "markdown"
 * fixture), which are a `Tabs` group of id `code-language`: the WAI-ARIA
 * wiring of the served and hydrated markup, a choice made in another
 * browser tab of the site followed live, and the clicked tab kept in place
 * on screen while the groups above it change height. What MDX pages add
 * (an author's groupId, queryString, Details) is tested with MDX.
 */
import { describe, expect, it } from 'vitest';
import { waitForHydration, type OpenedPage } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest({ fixture: 'markdown' });

async function open(path: string): Promise<OpenedPage> {
  const opened = await site.blank({ viewport: { width: 1280, height: 700 } });
  await opened.page.goto(site.url + path.slice(1));
  await waitForHydration(opened.page);
  return opened;
}

describe('Tabs', () => {
  it('are wired as WAI-ARIA tabs with Docusaurus class names: each tab controls its panel, which names it back', async () => {
    const { page, problems, close } = await open('/typescript-tabs');
    const groups = await page.locator('.quire-tabs').evaluateAll((all) =>
      all.map((group) => ({
        classes: group.className,
        tabs: Array.from(group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')).map((tab) => {
          const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
          return {
            value: tab.dataset.value,
            classes: tab.className,
            selected: tab.getAttribute('aria-selected'),
            tabIndex: tab.tabIndex,
            panelRole: panel?.getAttribute('role'),
            panelNamesTab: panel?.getAttribute('aria-labelledby') === tab.id,
            panelHidden: panel?.hidden,
          };
        }),
      })),
    );
    expect(groups).toHaveLength(3);
    for (const group of groups) {
      expect(group.classes).toBe('quire-tabs tabs-container quire-code-tabs');
      expect(group.tabs).toEqual([
        { value: 'ts', classes: 'quire-tab tabs__item tabs__item--active quire-code-tab', selected: 'true', tabIndex: 0, panelRole: 'tabpanel', panelNamesTab: true, panelHidden: false },
        { value: 'js', classes: 'quire-tab tabs__item quire-code-tab', selected: 'false', tabIndex: -1, panelRole: 'tabpanel', panelNamesTab: true, panelHidden: true },
      ]);
    }
    expect(problems).toEqual([]);
    await close();
  });

  it("follow a choice made in the site's other browser tab, live", async () => {
    const { page, problems, close } = await open('/typescript-tabs');
    const other = await page.context().newPage();
    await other.goto(site.url + 'code-blocks');
    await waitForHydration(other);
    await page.getByRole('tab', { name: 'JavaScript' }).first().click();
    await other.waitForSelector('[role="tab"][data-value="js"][aria-selected="true"]');
    expect(await other.locator('[role="tabpanel"]:not([hidden])').evaluateAll((panels) => panels.map((p) => (p as HTMLElement).dataset.value))).toEqual(['js']);
    await page.getByRole('tab', { name: 'TypeScript' }).first().click();
    await other.waitForSelector('[role="tab"][data-value="ts"][aria-selected="true"]');
    expect(problems).toEqual([]);
    await close();
  });

  it('keep the clicked tab where it was on screen while the groups above it change height', async () => {
    const { page, problems, close } = await open('/typescript-tabs');
    const third = page.locator('.quire-tabs').nth(2);
    const firstGroupHeight = () => page.locator('.quire-tabs').first().evaluate((el) => el.getBoundingClientRect().height);
    const tabTop = () => third.getByRole('tab', { name: 'JavaScript' }).evaluate((el) => el.getBoundingClientRect().top);
    await third.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const heightBefore = await firstGroupHeight();
    const topBefore = await tabTop();
    await third.getByRole('tab', { name: 'JavaScript' }).click();
    // The first group's JavaScript is shorter (its types are gone): without the correction the clicked tab would jump up.
    expect(await firstGroupHeight()).toBeLessThan(heightBefore - 20);
    expect(Math.abs((await tabTop()) - topBefore)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
    await close();
  });
});
