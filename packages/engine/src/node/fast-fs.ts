/**
 * `readFile` and `writeFile` from Node's callback API, promisified. On
 * Node 20 the `fs/promises` versions go through a FileHandle (open, fstat,
 * read or write, close, each a round trip of its own), which measured
 * about twice the CPU time over the thousands of small files a build reads
 * and writes (pages, chunks, cache entries).
 */
import { readFile as readFileCallback, writeFile as writeFileCallback } from 'node:fs';
import { promisify } from 'node:util';

export const readFile = promisify(readFileCallback);
export const writeFile = promisify(writeFileCallback);
