import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { capitalize, kebabCase } from 'lodash-es';
import { LineCounter, isMap, isScalar, parseDocument } from 'yaml';
import * as z from 'zod';
import { QuireError, type Diagnostic } from '../diagnostic.js';

/** A tag the tags file defines, by its key: label, permalink (under the tags path) and description. */
export interface DefinedTag {
  label: string;
  /** Relative to the tags path, with a leading slash: `/redux-toolkit`. */
  permalink: string;
  description?: string;
}

/** The tags file's tags by key, and where the file is (for messages). */
export interface TagsFile {
  file: string;
  tags: Map<string, DefinedTag>;
}

/** Docusaurus's default name of the tags file, looked for in the docs folder. */
export const DEFAULT_TAGS_FILE = 'tags.yml';

const entrySchema = z.object({ label: z.string().min(1), description: z.string(), permalink: z.string().min(1) }).partial().strict().nullable();

/**
 * Reads the docs' tags file as Docusaurus 3 does (config `tags`): a YAML
 * mapping of tag keys to `{ label, permalink, description }`, each field
 * optional (label: the key capitalized; permalink: the key kebab-cased).
 * Without `tags` in the config, `tags.yml` in the docs folder is read if it
 * is there; `tags: false` (or `null`) reads none.
 *
 * @returns The tags, or `undefined` when the site has no tags file.
 * @throws QuireError naming the file, line and column: a configured file that
 *   is missing, YAML that does not parse, an entry of the wrong shape, or two
 *   tags with one permalink.
 */
export function readTagsFile(docsDir: string, option: string | false | null | undefined): TagsFile | undefined {
  if (option === false || option === null) return undefined;
  const file = join(docsDir, option ?? DEFAULT_TAGS_FILE);
  if (!existsSync(file)) {
    if (option === undefined) return undefined;
    throw new QuireError({
      severity: 'error',
      message: `The tags file ${option} named by the config's \`tags\` does not exist in the docs folder.`,
      file,
      hint: 'Create it (a YAML mapping of tag keys to `label`, `permalink` and `description`), or remove `tags` from quire.config.ts.',
    });
  }
  const text = readFileSync(file, 'utf8');
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  const at = (offset: number | undefined) => {
    if (offset === undefined) return { line: 1, column: 1 };
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  if (document.errors.length > 0) {
    throw new QuireError(
      document.errors.map((error) => ({
        severity: 'error' as const,
        message: `The tags file is not valid YAML: ${error.message}.`,
        file,
        ...at(error.pos[0]),
        hint: 'Fix the YAML: one key per tag, e.g. `redux:` then `  label: Redux` indented below it.',
      })),
    );
  }
  const tags = new Map<string, DefinedTag>();
  if (document.contents === null) return { file, tags };
  if (!isMap(document.contents)) {
    throw new QuireError({ severity: 'error', message: 'The tags file must be a mapping of tag keys to tags.', file, line: 1, column: 1, hint: 'Write one key per tag, e.g. `redux: { label: Redux }`.' });
  }
  const diagnostics: Diagnostic[] = [];
  const byPermalink = new Map<string, string>();
  for (const pair of document.contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const where = at(isScalar(pair.key) ? pair.key.range?.[0] : undefined);
    const parsed = entrySchema.safeParse(pair.value === null ? null : (pair.value as { toJSON(): unknown }).toJSON());
    if (!parsed.success) {
      diagnostics.push({
        severity: 'error',
        message: `Tag \`${key}\` of the tags file must be empty or a mapping with \`label\`, \`permalink\` and \`description\` (strings).`,
        file,
        ...where,
        hint: `Write it as \`${key}: { label: ${capitalize(key)}, permalink: /${kebabCase(key)} }\`.`,
      });
      continue;
    }
    const entry = parsed.data ?? {};
    const permalink = entry.permalink ?? `/${kebabCase(key)}`;
    const clash = byPermalink.get(permalink);
    if (clash !== undefined) {
      diagnostics.push({ severity: 'error', message: `Tags \`${clash}\` and \`${key}\` of the tags file have one permalink, ${permalink}.`, file, ...where, hint: 'Give one of them another `permalink`.' });
      continue;
    }
    byPermalink.set(permalink, key);
    tags.set(key, { label: entry.label ?? capitalize(key), permalink, ...(entry.description !== undefined && { description: entry.description }) });
  }
  if (diagnostics.length > 0) throw new QuireError(diagnostics);
  return { file, tags };
}
