import { LineCounter, isMap, isScalar, parseDocument } from 'yaml';
import { frontMatterYaml } from './front-matter-yaml.js';

/** Where a front matter key is written: 1-based line and column in the whole file. */
export interface FrontMatterKeyPosition {
  line: number;
  column: number;
}

/**
 * Line and column of each top-level key of a file's front matter, for
 * diagnostics about a key that parsed fine but means something wrong (an
 * unknown key, a `pagination_next` naming no doc). Parses the YAML again:
 * only a file with such a problem pays for it.
 */
export function frontMatterKeyPositions(source: string): Map<string, FrontMatterKeyPosition> {
  const positions = new Map<string, FrontMatterKeyPosition>();
  const yamlText = frontMatterYaml(source);
  if (yamlText === undefined) return positions;
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  if (!isMap(document.contents)) return positions;
  for (const pair of document.contents.items) {
    if (!isScalar(pair.key) || pair.key.range === undefined || pair.key.range === null) continue;
    const { line, col } = lineCounter.linePos(pair.key.range[0]);
    // The YAML starts on the file's second line, right after the opening `---`.
    positions.set(String(pair.key.value), { line: line + 1, column: col });
  }
  return positions;
}
