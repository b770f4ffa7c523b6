import { Buffer } from 'node:buffer';

/**
 * `value` as UTF-8 JSON in a buffer that threads share. A message that
 * carries it to a worker passes a reference, not a copy: the site's doc
 * list goes with every compile batch (see `CompileTask.docRefs`), and at
 * 100 000 docs each copy was ~15 MB to write on the main thread and to read
 * into a worker's heap, once per batch, for a list the worker reads once.
 */
export function toSharedJson(value: unknown): SharedArrayBuffer {
  const json = JSON.stringify(value);
  const shared = new SharedArrayBuffer(Buffer.byteLength(json));
  Buffer.from(shared).write(json);
  return shared;
}

/** The value {@link toSharedJson} put in `shared`. */
export function fromSharedJson<T>(shared: SharedArrayBuffer): T {
  return JSON.parse(Buffer.from(shared).toString('utf8')) as T;
}
