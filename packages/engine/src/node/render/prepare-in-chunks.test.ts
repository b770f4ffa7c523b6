import { describe, expect, it } from 'vitest';
import type { PageJob } from './page-html.js';
import { prepareInChunks } from './prepare-in-chunks.js';

const job = (path: string): PageJob => ({ path, pageJson: '', client: { chunk: `${path}.js`, deps: [] } }) as PageJob;

describe('prepareInChunks', () => {
  it('prepares the jobs a chunk at a time, in order, and keeps what prepare set', async () => {
    const jobs = ['/a', '/b', '/c', '/d', '/e'].map(job);
    const seen: string[][] = [];
    await prepareInChunks(jobs, 2, async (chunk) => {
      seen.push(chunk.map((j) => j.path));
      for (const j of chunk) {
        j.cacheKey = `key${j.path}`;
        if (j.path === '/c') j.appHtml = '<p>cached</p>';
      }
    });
    expect(seen).toEqual([['/a', '/b'], ['/c', '/d'], ['/e']]);
    expect(jobs.map((j) => j.cacheKey)).toEqual(['key/a', 'key/b', 'key/c', 'key/d', 'key/e']);
    expect(jobs.filter((j) => j.appHtml).map((j) => j.path)).toEqual(['/c']);
  });

  it('gives the event loop a turn between chunks, so replies from other processes are not held back', async () => {
    const jobs = ['/a', '/b', '/c'].map(job);
    const order: string[] = [];
    await prepareInChunks(jobs, 2, async (chunk) => {
      order.push(`chunk ${chunk.map((j) => j.path).join(',')}`);
      // An I/O callback stands in for Pagefind's reply: it runs at the loop's next turn, not in a microtask.
      setImmediate(() => order.push('reply'));
    });
    expect(order.slice(0, 3)).toEqual(['chunk /a,/b', 'reply', 'chunk /c']);
  });

  it('does not call prepare for no jobs', async () => {
    let calls = 0;
    await prepareInChunks([], 2, async () => void calls++);
    expect(calls).toBe(0);
  });
});
