import { describe, expect, it } from 'vitest';
import { components } from './components.js';
import { renderRoute } from './test-support/render-route.js';

const home = { page: { kind: 'home' as const, title: 'Redux Toolkit' } };

describe('Layout', () => {
  it('renders skip link, navbar, main and footer in that order', () => {
    const html = renderRoute({ path: '/', module: home });
    const order = ['class="quire-skip-link" href="#main"', '<header class="quire-navbar"', '<main id="main"', '<footer'].map((s) => html.indexOf(s));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('gives the skip link a target that can take focus', () => {
    const html = renderRoute({ path: '/', module: home });
    expect(html).toContain('<main id="main" class="quire-main" tabindex="-1">');
  });

  it('picks up a replaced Footer from the component map', () => {
    const MyFooter = () => <footer>Custom footer</footer>;
    const html = renderRoute({ path: '/', module: home, components: { ...components, Footer: MyFooter } });
    expect(html).toContain('<footer>Custom footer</footer>');
    expect(html).not.toContain('quire-footer');
  });
});
