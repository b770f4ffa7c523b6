import type { BuildContext } from '../build-context.js';
import { configSchema } from '../config/config-schema.js';
import type { UserConfig } from '../config/config-schema.js';
import type { Doc, FrontMatter } from '../content/doc.js';

/** A build context over a config written inline, recording what the logger is told. */
export function testContext(config: Partial<UserConfig> = {}): BuildContext & { infos: string[] } {
  const infos: string[] = [];
  const ctx = {
    buildId: 'test',
    siteDir: '/site',
    overrides: {},
    config: configSchema.parse({ title: 'Test', url: 'https://example.org', ...config }) as BuildContext['config'],
    logger: { info: (m: string) => infos.push(m), warn: () => {} },
    warnings: [],
    infos,
  };
  return ctx;
}

/** A doc as the content phase makes it, at a path below `/site/docs`. */
export function testDoc(relativePath: string, body: string, frontMatter: FrontMatter = {}): Doc {
  const id = relativePath.replace(/\.mdx?$/, '');
  const front = Object.entries(frontMatter).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n');
  return {
    filePath: `/site/docs/${relativePath}`,
    relativePath,
    id,
    route: typeof frontMatter.slug === 'string' ? frontMatter.slug : `/${id}`,
    frontMatter,
    source: front ? `---\n${front}\n---\n\n${body}` : body,
  };
}
