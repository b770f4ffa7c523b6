import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, relative, resolve } from 'node:path';
import type { Element } from 'hast';
import { imageSize } from 'image-size';
import type { Point } from 'unist';
import { isExternalHref } from '../../shared/is-external-href.js';
import { safeDecode } from '../../shared/safe-decode.js';
import type { Doc } from '../content/doc.js';
import { didYouMean } from '../did-you-mean.js';
import type { Diagnostic } from '../diagnostic.js';
import type { DocImage, StaticImageRef } from './compiled-doc.js';

/** What {@link rewriteImage} found in a doc. */
export interface RewrittenImages {
  /** Images beside the docs, to copy into the output under their hashed names. */
  images: DocImage[];
  /** Images named by site path (`/img/x.png`), to check against the static folder. */
  staticImages: StaticImageRef[];
  /** A relative image that does not exist is an error: the page would show a broken picture. */
  errors: Diagnostic[];
}

/**
 * Gives every `<img>` of a doc that names a file beside the docs
 * (`![Diagram](./img/flow.png)`) a content-hashed URL under
 * `/assets/media/`, so it can be cached forever and two files of one name
 * never collide, plus its `width` and `height` (the page does not jump
 * when it loads) and `loading="lazy"`. The URL is a site path without the
 * base URL; the theme's `img` adds it, as it does for `/img/…` images,
 * which are left as written and only collected for the static-folder check.
 *
 * Reads the image files, so the compiled doc depends on them as well as on
 * its source. `finishDocTree` calls it for each element, in document
 * order, with `at` where the image was written (or the nearest ancestor
 * that has a position): errors point at the image's markdown.
 */
export function rewriteImage(node: Element, at: Point, doc: Pick<Doc, 'filePath'>, out: RewrittenImages): void {
  const src = node.properties.src;
  if (node.tagName !== 'img' || typeof src !== 'string') return;
  // Inline data is already here: nothing to copy, check or defer.
  if (src === '' || src.startsWith('#') || src.startsWith('data:')) return;
  if (isExternalHref(src)) {
    lazy(node); // nothing to copy or check, but no reason to load it early either
    return;
  }
  if (src.startsWith('/')) {
    out.staticImages.push({ path: src.replace(/[?#].*$/, ''), line: at.line, column: at.column });
    lazy(node);
    return;
  }
  const file = resolve(dirname(doc.filePath), safeDecode(src.replace(/[?#].*$/, '')));
  if (!existsSync(file)) {
    out.errors.push(missingImage(src, file, at, doc));
    return;
  }
  const bytes = readFileSync(file);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const ext = extname(file);
  const output = `assets/media/${basename(file, ext).replace(/[^\w.-]+/g, '-')}-${hash}${ext.toLowerCase()}`;
  out.images.push({ source: file, output });
  node.properties.src = `/${output}`;
  if (node.properties.width === undefined && node.properties.height === undefined) {
    const size = measure(bytes);
    if (size) {
      node.properties.width = size.width;
      node.properties.height = size.height;
    }
  }
  lazy(node);
}

/** Below-the-fold images wait until the reader scrolls near them, and decode off the main thread. */
function lazy(node: Element): void {
  node.properties.loading ??= 'lazy';
  node.properties.decoding ??= 'async';
}

/** Width and height of an image file, or nothing when the format is unknown or has none (an SVG without a size). */
function measure(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

function missingImage(src: string, file: string, at: Point, doc: Pick<Doc, 'filePath'>): Diagnostic {
  const folder = dirname(file);
  const siblings = existsSync(folder) ? readdirSync(folder) : [];
  const guess = didYouMean(basename(file), siblings);
  const shown = relative(dirname(doc.filePath), file).split('\\').join('/');
  return {
    severity: 'error',
    code: 'missing-image',
    message: `Image \`${src}\` points to ${shown}, which does not exist.`,
    file: doc.filePath,
    line: at.line,
    column: at.column,
    hint: guess
      ? `Did you mean ${relative(dirname(doc.filePath), resolve(folder, guess)).split('\\').join('/')}?`
      : 'Fix the path: relative images are resolved against the folder of the file that holds them.',
  };
}
