/**
 * A site that replaces two entries of the theme's component map from its
 * config (`components: { Footer, Admonition }`, files of its own compiled by
 * the build) and adds a stylesheet (`customCss`): the replacements are in
 * the server's HTML, hydrate, follow client-side navigation, and the site's
 * CSS comes after the theme's (fixture `component-overrides` of the CLI's tests).
 */
import { describe, expect, it } from 'vitest';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest({ fixture: 'component-overrides' });

describe('a site that replaces the Footer and Admonition and adds CSS', () => {
  it('serves HTML rendered with the replacements, not the theme defaults', async () => {
    const html = await (await fetch(site.url + 'intro')).text();
    expect(html).toContain('<footer class="site-footer" data-path="/intro"><p>Copyright Override Fixture</p>');
    expect(html).not.toContain('class="quire-footer"');
    expect(html).toMatch(/<div class="site-admonition" data-type="tip" role="note"><div class="quire-admonition-title">/);
    expect(html).not.toContain('class="quire-admonition ');
    // Only the two replaced: the rest of the theme is as it was.
    expect(html).toContain('class="quire-navbar"');
    expect(html).toContain('class="quire-code-block"');
  });

  it('hydrates the replacements, keeps them across client-side navigation, and applies the custom CSS after the theme', async () => {
    const { page, problems, close } = await site.open('intro', { viewport: { width: 1280, height: 800 } });
    const counter = page.locator('.site-footer-counter');
    await counter.click();
    // The click handler is the site's own component's, so it runs only if hydration attached it.
    await expect.poll(() => counter.textContent()).toBe('Clicked 1 times');

    const styles = await page.evaluate(() => ({
      navbar: getComputedStyle(document.querySelector('.quire-navbar')!).backgroundColor,
      footer: getComputedStyle(document.querySelector('.site-footer')!).borderTopWidth,
      footerColor: getComputedStyle(document.querySelector('.site-footer')!).borderTopColor,
      admonition: getComputedStyle(document.querySelector('.site-admonition')!).outlineStyle,
    }));
    // `.quire-navbar` is the theme's selector too: at equal specificity the site's rule wins by coming later.
    expect(styles).toEqual({ navbar: 'rgb(1, 2, 3)', footer: '7px', footerColor: 'rgb(200, 10, 20)', admonition: 'dashed' });

    await page.evaluate(() => {
      (window as unknown as { __quireMarker: string }).__quireMarker = 'same document';
    });
    await page.locator('.quire-markdown a', { hasText: 'the second page' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Second page');
    expect(await page.evaluate(() => (window as unknown as { __quireMarker?: string }).__quireMarker)).toBe('same document');
    // Rendered by the browser this time: the site's components, with the new route.
    expect(await page.locator('.site-admonition').getAttribute('data-type')).toBe('warning');
    expect(await page.locator('.quire-admonition').count()).toBe(0);
    expect(await page.locator('.site-footer').getAttribute('data-path')).toBe('/second');
    // The footer stayed mounted (it is the layout's), so its state did too.
    expect(await counter.textContent()).toBe('Clicked 1 times');
    expect(problems).toEqual([]);
    await close();
  });
});
