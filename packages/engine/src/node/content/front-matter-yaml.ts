/**
 * Matches front matter the way remark-frontmatter does: a `---` line at the
 * very top, YAML, and a closing `---` line. Keeping the two in step matters:
 * whatever this treats as front matter, the markdown parser must skip.
 */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** The YAML between the `---` lines at the top of a markdown file, or undefined when it has no front matter. */
export function frontMatterYaml(source: string): string | undefined {
  // The markdown parser ignores a byte-order mark before the fence, so this must too.
  const match = FRONT_MATTER.exec(source.charCodeAt(0) === 0xfeff ? source.slice(1) : source);
  return match ? (match[1] ?? '') : undefined;
}
