import { describe, expect, it } from 'vitest';
import { gtagHeadTags } from './gtag-head-tags.js';

describe('gtagHeadTags', () => {
  it('loads gtag.js asynchronously for the measurement id and queues the config call', () => {
    const tags = gtagHeadTags('G-ABC123');
    expect(tags).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>');
    const stub = tags.find((t) => t.includes('dataLayer'))!;
    expect(stub).toContain('gtag("config","G-ABC123")');
  });

  it('runs the stub: gtag() queues its arguments in dataLayer', () => {
    const stub = /<script>(.*)<\/script>/.exec(gtagHeadTags('G-1').find((t) => t.includes('dataLayer'))!)![1]!;
    const window: { dataLayer?: IArguments[] } = {};
    new Function('window', 'dataLayer', `${stub.replace('window.dataLayer=window.dataLayer||[];', '')}; return gtag;`)(window, (window.dataLayer = []));
    expect(window.dataLayer.map((args) => args[0])).toEqual(['js', 'config']);
  });
});
