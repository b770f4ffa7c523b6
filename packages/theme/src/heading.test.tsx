import { describe, expect, it } from 'vitest';
import { Heading } from './heading.js';
import { renderInApp } from './test-support/render-in-app.js';

describe('Heading', () => {
  it('renders h2–h6 as markdown headings are: through the map, with the anchor link', () => {
    expect(renderInApp(<Heading as="h2" id="setup">Setup</Heading>)).toBe(
      '<h2 id="setup">Setup<a class="quire-heading-anchor" href="#setup" aria-hidden="true" tabindex="-1">#</a></h2>',
    );
    expect(renderInApp(<Heading as="h4" id="x" className="c">X</Heading>)).toBe(
      '<h4 id="x" class="c">X<a class="quire-heading-anchor" href="#x" aria-hidden="true" tabindex="-1">#</a></h4>',
    );
  });

  it('gives an h1 and a heading without an id no anchor', () => {
    expect(renderInApp(<Heading as="h1" id="t">Title</Heading>)).toBe('<h1 id="t">Title</h1>');
    expect(renderInApp(<Heading as="h3">Plain</Heading>)).toBe('<h3>Plain</h3>');
  });
});
