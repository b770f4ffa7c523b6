import { describe, expect, it } from 'vitest';
import { elementHtml, linkByText } from './test-support/html-query.js';
import { renderRoute } from './test-support/render-route.js';

describe('HomePage', () => {
  const html = renderRoute({ path: '/', module: { page: { kind: 'home', title: 'Redux Toolkit' } } });

  it('shows the hero with title, tagline and both actions', () => {
    const hero = elementHtml(html, /<section class="quire-hero"/);
    expect(hero).toContain('<h1 class="quire-hero-title" id="quire-hero-title">Redux Toolkit</h1>');
    expect(hero).toContain('batteries-included');
    expect(linkByText(hero, 'Get Started').attrs).toMatchObject({ href: '/introduction/getting-started', class: 'quire-button quire-button--primary' });
    expect(linkByText(hero, 'Quick Start Tutorial').attrs).toMatchObject({ href: '/tutorials/quick-start', class: 'quire-button quire-button--secondary' });
  });

  it('shows the features grid', () => {
    const features = elementHtml(html, /<section class="quire-features"/);
    expect(features).toContain('<h2 class="quire-feature-title">Simple</h2>');
    expect(features).toContain('<h2 class="quire-feature-title">Opinionated</h2>');
  });

  it('shows each feature icon as a decorative image under the base URL, and the sections of links', () => {
    const features = elementHtml(html, /<section class="quire-features"/);
    expect(features).toContain('<img class="quire-feature-icon" src="/img/feature-simple.svg" alt="" width="48" height="48"/>');
    const section = elementHtml(html, /<section class="quire-home-section"/);
    expect(section).toContain('Other libraries from the Redux team');
    expect(linkByText(section, 'Redux').attrs).toMatchObject({ href: 'https://redux.js.org', rel: 'noopener noreferrer' });
    expect(linkByText(section, 'Guide').attrs).toMatchObject({ href: '/usage/usage-guide' });
  });

  it('has no docs layout', () => {
    expect(html).not.toContain('quire-doc');
    expect(html).not.toContain('quire-sidebar');
  });
});
