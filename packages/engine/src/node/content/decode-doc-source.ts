import { isUtf8 } from 'node:buffer';
import { QuireError } from '../diagnostic.js';

/** Default of `markdown.maxDocSizeKb`: 1 MB, more than twenty times the longest Redux Toolkit page. */
export const DEFAULT_MAX_DOC_BYTES = 1024 * 1024;

const NEWLINE = 0x0a;

/**
 * The text of a markdown file, after checking what the markdown pipeline
 * cannot check for itself:
 *
 * - its size: past `maxBytes` the doc fails at the line where it crosses
 *   the limit (a 5 MB page takes minutes to compile and is no page a
 *   reader can use);
 * - its encoding: bytes that are not UTF-8 (a file saved as Latin-1 or
 *   UTF-16) fail at their line and column, where decoding them would
 *   silently turn every such character into "�" on the page.
 *
 * @param bytes The file as read.
 * @param filePath Where it is, for diagnostics.
 * @param maxBytes Largest size accepted (the config's `markdown.maxDocSizeKb`, in bytes).
 * @throws QuireError naming the file, the line and the fix.
 */
export function decodeDocSource(bytes: Uint8Array, filePath: string, maxBytes = DEFAULT_MAX_DOC_BYTES): string {
  if (bytes.length > maxBytes) {
    throw new QuireError({
      severity: 'error',
      message: `The doc is ${formatSize(bytes.length)}, more than the ${formatSize(maxBytes)} a doc may be; this line is where it crosses the limit.`,
      file: filePath,
      line: lineAt(bytes, maxBytes),
      hint: `Split it into several pages, or raise \`markdown.maxDocSizeKb\` (now ${Math.floor(maxBytes / 1024)}) in quire.config.ts.`,
    });
  }
  if (!isUtf8(bytes)) throw new QuireError(notUtf8(bytes, filePath));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
}

/** The diagnostic for a file that is not UTF-8: the first bad byte's line and column, and how to re-save it. */
function notUtf8(bytes: Uint8Array, filePath: string) {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  const bad = firstInvalidByte(bytes);
  const lineStart = bytes.lastIndexOf(NEWLINE, bad - 1) + 1;
  // Columns count characters, as editors do; the valid text before the bad byte decodes exactly.
  const column = new TextDecoder().decode(bytes.subarray(lineStart, bad)).length + 1;
  return {
    severity: 'error' as const,
    message: utf16
      ? 'The file is UTF-16, not UTF-8.'
      : `The file is not valid UTF-8: byte 0x${bytes[bad]!.toString(16).toUpperCase().padStart(2, '0')} here is not part of any character.`,
    file: filePath,
    line: lineAt(bytes, bad),
    column,
    hint: utf16
      ? 'Save it as UTF-8 in your editor.'
      : 'Save the file as UTF-8 in your editor (it was probably saved as Latin-1 or Windows-1252), or retype the character.',
  };
}

/**
 * The offset of the first byte that is not part of a valid character: a
 * stray byte, or the first byte of a character cut short. Only called for a
 * file known to be invalid; a newline never occurs inside a character, so
 * the bad line is found line by line and only that line is decoded byte by byte.
 */
function firstInvalidByte(bytes: Uint8Array): number {
  let start = 0;
  for (;;) {
    const newline = bytes.indexOf(NEWLINE, start);
    const end = newline === -1 ? bytes.length : newline;
    if (!isUtf8(bytes.subarray(start, end))) {
      const decoder = new TextDecoder('utf-8', { fatal: true });
      /** Where the character being decoded started, while its bytes are still coming. */
      let pending: number | undefined;
      for (let i = start; i < end; i++) {
        try {
          const text = decoder.decode(bytes.subarray(i, i + 1), { stream: true });
          pending = text === '' ? (pending ?? i) : undefined;
        } catch {
          return pending ?? i;
        }
      }
      return pending ?? start;
    }
    if (newline === -1) return bytes.length;
    start = newline + 1;
  }
}

/** 1-based line of the byte at `offset`. */
function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = bytes.indexOf(NEWLINE); i !== -1 && i < offset; i = bytes.indexOf(NEWLINE, i + 1)) line++;
  return line;
}

/** `5.0 MB`, `812 KB`. */
function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}
