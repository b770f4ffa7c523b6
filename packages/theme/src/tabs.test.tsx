import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { elementHtml } from './test-support/html-query.js';
import { TabItem } from './tab-item.js';
import { Tabs } from './tabs.js';

/** The opening tags of the tabs, in order. */
const tabTags = (html: string) => [...html.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map((m) => m[0]);
/** The opening tags of the panels, in order. */
const panelTags = (html: string) => [...html.matchAll(/<div[^>]*role="tabpanel"[^>]*>/g)].map((m) => m[0]);

describe('Tabs (server render)', () => {
  it('renders the WAI-ARIA tabs pattern: tablist, tabs controlling their panels, the first selected and alone in the tab order', () => {
    const html = renderToString(
      <Tabs>
        <TabItem value="npm">npm install</TabItem>
        <TabItem value="yarn" label="Yarn">yarn add</TabItem>
      </Tabs>,
    );
    expect(html).toMatch(/^<div class="quire-tabs tabs-container"><div role="tablist" aria-orientation="horizontal" class="quire-tablist tabs">/);
    const [npm, yarn] = tabTags(html);
    expect(npm).toContain('aria-selected="true"');
    expect(npm).toContain('tabindex="0"');
    expect(npm).toContain('class="quire-tab tabs__item tabs__item--active"');
    expect(yarn).toContain('aria-selected="false"');
    expect(yarn).toContain('tabindex="-1"');
    // Labels default to the value.
    expect(html).toMatch(/data-value="npm"[^>]*>npm<\/button>/);
    expect(html).toMatch(/data-value="yarn"[^>]*>Yarn<\/button>/);
    const [npmPanel, yarnPanel] = panelTags(html);
    expect(npmPanel).not.toContain('hidden');
    expect(yarnPanel).toContain('hidden=""');
    // Each tab names its panel and each panel its tab.
    const controls = /aria-controls="([^"]+)"/.exec(yarn!)![1]!;
    const tabId = /id="([^"]+)"/.exec(yarn!)![1]!;
    expect(yarnPanel).toContain(`id="${controls}"`);
    expect(yarnPanel).toContain(`aria-labelledby="${tabId}"`);
  });

  it('selects defaultValue, else the TabItem marked default, else the first', () => {
    const selected = (html: string) => tabTags(html).findIndex((tag) => tag.includes('aria-selected="true"'));
    const items = (defaultOn?: string) => [
      <TabItem key="a" value="a" default={defaultOn === 'a'}>A</TabItem>,
      <TabItem key="b" value="b" default={defaultOn === 'b'}>B</TabItem>,
      <TabItem key="c" value="c">C</TabItem>,
    ];
    expect(selected(renderToString(<Tabs defaultValue="c">{items('b')}</Tabs>))).toBe(2);
    expect(selected(renderToString(<Tabs>{items('b')}</Tabs>))).toBe(1);
    expect(selected(renderToString(<Tabs>{items()}</Tabs>))).toBe(0);
    // defaultValue={null}: nothing selected, every panel hidden, the first tab still reachable by Tab.
    const none = renderToString(<Tabs defaultValue={null}>{items()}</Tabs>);
    expect(selected(none)).toBe(-1);
    expect(panelTags(none).every((tag) => tag.includes('hidden'))).toBe(true);
    expect(tabTags(none)[0]).toContain('tabindex="0"');
  });

  it('takes the tabs from `values` (labels, order) and matches panels by value', () => {
    const html = renderToString(
      <Tabs values={[{ value: 'js', label: 'JavaScript' }, { value: 'py', label: 'Python' }]} defaultValue="py">
        <TabItem value="py">print()</TabItem>
        <TabItem value="js">log()</TabItem>
      </Tabs>,
    );
    expect(tabTags(html).map((tag) => /data-value="(\w+)"/.exec(tag)![1])).toEqual(['js', 'py']);
    expect(html).toContain('>JavaScript</button>');
    const py = elementHtml(html, /<div[^>]*data-value="py"/);
    expect(py).not.toContain('hidden');
    expect(py).toContain('print()');
    expect(elementHtml(html, /<div[^>]*data-value="js"/)).toContain('hidden=""');
  });

  it('lazy renders the selected panel only; className, block and TabItem attributes and className land where Docusaurus puts them', () => {
    const html = renderToString(
      <Tabs lazy block className="my-tabs">
        <TabItem value="a" className="panel-a" attributes={{ className: 'tab-a', 'data-x': '1' }}>
          A
        </TabItem>
        <TabItem value="b">B</TabItem>
      </Tabs>,
    );
    expect(html).toContain('class="quire-tabs tabs-container my-tabs"');
    expect(html).toContain('class="quire-tablist tabs tabs--block"');
    expect(tabTags(html)[0]).toContain('data-x="1"');
    expect(tabTags(html)[0]).toContain('class="quire-tab tabs__item tabs__item--active tab-a"');
    expect(panelTags(html)).toHaveLength(1);
    expect(panelTags(html)[0]).toContain('class="quire-tabpanel panel-a"');
    // The unrendered panel is not pointed at.
    expect(tabTags(html)[1]).not.toContain('aria-controls');
  });

  it('ignores the blank text MDX leaves between TabItems', () => {
    const html = renderToString(
      <Tabs>
        {'\n'}
        <TabItem value="a">A</TabItem>
        {'\n  '}
        <TabItem value="b">B</TabItem>
      </Tabs>,
    );
    expect(panelTags(html)).toHaveLength(2);
  });

  it('throws clear errors for duplicate values, an unknown defaultValue, a stray child and queryString without a name', () => {
    expect(() =>
      renderToString(
        <Tabs>
          <TabItem value="a">1</TabItem>
          <TabItem value="a">2</TabItem>
          <TabItem value="b">3</TabItem>
        </Tabs>,
      ),
    ).toThrow('Duplicate values "a" found in <Tabs>: every <TabItem> needs a value of its own. The values are: a, a, b.');
    expect(() =>
      renderToString(
        <Tabs defaultValue="c">
          <TabItem value="a">1</TabItem>
          <TabItem value="b">2</TabItem>
        </Tabs>,
      ),
    ).toThrow('<Tabs> has defaultValue "c", but none of its tabs has that value. The values are: a, b.');
    expect(() =>
      renderToString(
        <Tabs>
          <TabItem value="a">1</TabItem>
          <p>loose</p>
        </Tabs>,
      ),
    ).toThrow('Bad <Tabs> child <p>');
    expect(() =>
      renderToString(
        <Tabs queryString>
          <TabItem value="a">1</TabItem>
        </Tabs>,
      ),
    ).toThrow('<Tabs queryString> needs a groupId');
    expect(() => renderToString(<Tabs />)).toThrow('<Tabs> needs at least one <TabItem> child.');
  });

  it('renders the default on the server whatever the group or query string: stored choices wait for the browser', () => {
    const html = renderToString(
      <Tabs groupId="os" queryString>
        <TabItem value="mac">Mac</TabItem>
        <TabItem value="win">Win</TabItem>
      </Tabs>,
    );
    expect(tabTags(html)[0]).toContain('aria-selected="true"');
  });
});
