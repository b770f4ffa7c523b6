import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostic.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { safeDecode } from '../../shared/safe-decode.js';

/**
 * Images a doc names by site path (`![Logo](/img/logo.svg)`) must be in the
 * site's static folder, which is copied to the output root; any that is
 * not is an error at the image's markdown, as a missing page is for a link.
 */
export function checkStaticImages(docs: Iterable<[filePath: string, SerializedCompiledDoc]>, staticDir: string): Diagnostic[] {
  const errors: Diagnostic[] = [];
  for (const [file, compiled] of docs) {
    for (const image of compiled.staticImages) {
      if (existsSync(join(staticDir, safeDecode(image.path)))) continue;
      errors.push({
        severity: 'error',
        code: 'missing-image',
        message: `Image \`${image.path}\` is not in the static folder (${staticDir}).`,
        file,
        line: image.line,
        column: image.column,
        hint: 'Put the file there, or write the path relative to the doc (./img/…) to keep it beside the markdown.',
      });
    }
  }
  return errors;
}
