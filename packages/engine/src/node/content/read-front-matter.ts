import type { FrontMatter } from './doc.js';
import { frontMatterYaml, quickFrontMatter } from './front-matter-yaml.js';

/**
 * `parseFrontMatter`, with the full parser imported only for front matter
 * that needs it (unusual or invalid YAML). The full parser's library, `yaml`,
 * is a quarter of a million characters of the engine's bundle: left out of
 * the engine's load, it spares every build 4-6 ms of CPU evaluating it.
 *
 * @throws QuireError as `parseFrontMatter` does.
 */
export async function readFrontMatter(source: string, filePath: string): Promise<FrontMatter> {
  const yamlText = frontMatterYaml(source);
  if (yamlText === undefined) return {};
  const quick = quickFrontMatter(yamlText);
  if (quick) return quick;
  const { parseFrontMatter } = await import('./parse-front-matter.js');
  return parseFrontMatter(source, filePath);
}
