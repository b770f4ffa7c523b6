import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferredComponent, loadDeferredComponents } from './deferred-component.js';

describe('deferredComponent', () => {
  it('renders the loaded component in place, once the map is loaded', async () => {
    let loads = 0;
    const Greeting = deferredComponent('Greeting', async () => {
      loads++;
      return ({ name }: { name: string }) => <p>Hello {name}</p>;
    });
    expect(() => renderToString(<Greeting name="x" />)).toThrow(/Greeting was rendered before its code was loaded/);
    await loadDeferredComponents();
    await loadDeferredComponents();
    expect(loads).toBe(1);
    expect(renderToString(<Greeting name="Ada" />)).toBe('<p>Hello <!-- -->Ada</p>');
  });
});
