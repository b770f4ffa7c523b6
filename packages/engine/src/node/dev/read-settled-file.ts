import { readFile, stat } from 'node:fs/promises';

/** How long to wait for an editor that empties a file before writing it, in steps of {@link STEP_MS}. */
const STEPS = 10;
const STEP_MS = 10;

/**
 * Reads a file that has just changed. Some editors save by truncating the
 * file and then writing it, so a read right after the change event can find
 * it empty; then this waits (up to 100 ms) for the file to change again
 * before reading it once more, rather than showing the reader a blank page
 * for a moment. A file that really is empty is read as empty.
 */
export async function readSettledFile(file: string): Promise<string> {
  const text = await readFile(file, 'utf8');
  if (text !== '') return text;
  const { mtimeMs } = await stat(file);
  for (let i = 0; i < STEPS; i++) {
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
    if ((await stat(file)).mtimeMs !== mtimeMs) return readFile(file, 'utf8');
  }
  return text;
}
