import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RouteModule } from '@quire/engine/client';
import { Details } from './details.js';
import { elementHtml } from './test-support/html-query.js';
import { renderRoute } from './test-support/render-route.js';
import { createSliceDoc, sidebar } from './test-support/site-fixture.js';

describe('Details', () => {
  it('is a native <details> (works with no JavaScript) with the summary prop first and the body after', () => {
    expect(renderToString(<Details summary="More">Body</Details>)).toBe(
      '<details class="quire-details details"><summary>More</summary><div class="quire-details-body">Body</div></details>',
    );
  });

  it('takes a <summary> child as the summary, wherever it is, and a <summary> element as the prop as it is', () => {
    expect(
      renderToString(
        <Details className="mine" open>
          <p>Body</p>
          <summary>Title</summary>
        </Details>,
      ),
    ).toBe('<details open="" class="quire-details details mine"><summary>Title</summary><div class="quire-details-body"><p>Body</p></div></details>');
    expect(renderToString(<Details summary={<summary className="s">S</summary>}>B</Details>)).toBe(
      '<details class="quire-details details"><summary class="s">S</summary><div class="quire-details-body">B</div></details>',
    );
  });

  it('says "Details" when there is no summary', () => {
    expect(renderToString(<Details>B</Details>)).toContain('<summary>Details</summary>');
  });

  it("renders markdown's <details> (markdown.details) the same way", () => {
    const page = { ...createSliceDoc, body: [['details', { open: true }, '\n', ['summary', 0, 'Show'], '\n', ['p', 0, 'Hidden']]] } as typeof createSliceDoc;
    const html = renderRoute({ path: '/api/createSlice', module: { page, sidebar } satisfies RouteModule });
    const details = elementHtml(html, /<details open="" class="quire-details details">/);
    expect(details).toMatch(/^<details open="" class="quire-details details"><summary>Show<\/summary><div class="quire-details-body">\s*(<!-- -->)?\s*<p>Hidden<\/p><\/div><\/details>$/);
  });
});
