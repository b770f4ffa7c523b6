import { describe, expect, it } from 'vitest';
import { bodyDigest } from '../markdown/compiled-doc.js';
import { pageDataDigest, pageDataJson, parsePageData, type PageMeta } from './route-manifest.js';

const page = { kind: 'doc', docId: 'a', title: 'A', toc: [], breadcrumbs: [] } as unknown as PageMeta;
const body = '[["h1",{"id":"a"},"A"]]';

describe('pageDataJson', () => {
  it('splices the body in, read from the function that holds it if it was left unread', () => {
    const text = pageDataJson({ page, bodyJson: body });
    expect(parsePageData(text)).toEqual({ ...page, body: JSON.parse(body) });
    expect(pageDataJson({ page, bodyJson: () => body })).toBe(text);
    expect(parsePageData(pageDataJson({ page }))).toEqual(page);
  });
});

describe('pageDataDigest', () => {
  const digest = pageDataDigest({ page, bodyJson: body, bodyDigest: bodyDigest(body) });

  it('is the same whether the body digest is given, worked out, or the body left unread', () => {
    expect(pageDataDigest({ page, bodyJson: body })).toBe(digest);
    expect(pageDataDigest({ page, bodyJson: () => body, bodyDigest: bodyDigest(body) })).toBe(digest);
  });

  it('does not read a body whose digest it has', () => {
    const unread = () => {
      throw new Error('read');
    };
    expect(pageDataDigest({ page, bodyJson: unread, bodyDigest: bodyDigest(body) })).toBe(digest);
  });

  it('changes with the body, with the rest of the page data, and without a body', () => {
    const other = '[["h1",{"id":"a"},"B"]]';
    expect(pageDataDigest({ page, bodyJson: other, bodyDigest: bodyDigest(other) })).not.toBe(digest);
    expect(pageDataDigest({ page: { ...page, title: 'B' } as PageMeta, bodyJson: body, bodyDigest: bodyDigest(body) })).not.toBe(digest);
    expect(pageDataDigest({ page })).not.toBe(digest);
  });
});
