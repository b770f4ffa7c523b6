import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { fromSharedJson, toSharedJson } from './shared-json.js';

describe('toSharedJson', () => {
  it('gives back the value, text beyond ASCII included', () => {
    const value = [{ filePath: '/docs/café.md', relativePath: 'café.md', route: '/café' }, { n: 1, list: [true, null] }];
    expect(fromSharedJson(toSharedJson(value))).toEqual(value);
  });

  it('reaches a worker thread as the same memory, not a copy', async () => {
    const shared = toSharedJson({ a: 'b' });
    // The worker overwrites the buffer's first byte; the change shows here only if the memory is shared.
    const worker = new Worker('require("node:worker_threads").parentPort.on("message", (s) => { new Uint8Array(s)[0] = 0x20; require("node:worker_threads").parentPort.postMessage("done"); });', { eval: true });
    try {
      const done = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage(shared);
      await done;
    } finally {
      await worker.terminate();
    }
    expect(Buffer.from(shared).toString('utf8')).toBe(' "a":"b"}');
  });
});
