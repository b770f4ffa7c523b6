import { load } from 'js-yaml';
import { YAML_CORE_SCHEMA } from './yaml-core-schema.js';

/**
 * YAML features this quick path leaves to the full parser: anchors and
 * aliases (`&`, `*`, which can expand into huge values), tags (`!`), merge
 * keys (`<<`) and directives (`%`). They are rare in front matter, and the
 * full parser has limits and exact diagnostics for them. A quoted title
 * with one of these characters only takes the slower path.
 */
const LEFT_TO_FULL_PARSER = /[&*!%]|<</;

/**
 * The front matter's YAML as data, when it is a plain mapping that js-yaml
 * reads without complaint; otherwise undefined, and the caller parses it
 * with `yaml`, which keeps the positions a diagnostic needs.
 *
 * Why two parsers: `yaml` builds a full document with source ranges for
 * every node, and a cold build pays for warming it up on every doc: about
 * 0.4 s on the main thread for 1000 docs, before any doc can be compiled.
 * js-yaml reads the same 1000 in about 0.06 s. Both read YAML 1.2 with the
 * core schema (no timestamps, `yes` is a string), so valid front matter
 * gives the same data either way (tested against the full parser), and
 * anything invalid or unusual goes to the full parser for its message.
 *
 * @param yamlText The text between the `---` lines.
 */
export function readPlainFrontMatter(yamlText: string): Record<string, unknown> | undefined {
  if (LEFT_TO_FULL_PARSER.test(yamlText)) return undefined;
  let data: unknown;
  try {
    data = load(yamlText, { schema: YAML_CORE_SCHEMA });
  } catch {
    return undefined;
  }
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) return undefined;
  return data as Record<string, unknown>;
}
