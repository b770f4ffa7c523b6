/**
 * Scenario "bad input": every way a site can be broken, one row each. The
 * real `quire build` runs against a small site written at test time with
 * one thing broken, into an output folder that holds a previous good build.
 * Each row must print its message (file, line and column where there is
 * one, what is wrong, how to fix it), exit 1 without a stack trace, and
 * leave the previous build byte for byte as it was.
 */
import { chmod, cp, lchown, mkdir, readdir, symlink } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { folderDigest } from './support/folder-digest.js';
import { makeTempDir, removeTempDir } from './support/fixtures.js';
import { userWithoutAccess } from './support/other-user.js';
import { REPO_ROOT, runQuire } from './support/run-quire.js';
import { writeFiles, type FileTable } from './support/write-files.js';

/** A small valid site: a config, a sidebars module, two docs with a link, a heading, an image, and a static folder. */
const GOOD_SITE: FileTable = {
  'site/quire.config.ts': "export default {\n  title: 'Bad Input',\n  url: 'https://example.org',\n  docsDir: '../docs',\n};\n",
  'site/sidebars.ts': "export default {\n  docs: ['intro', 'guide/setup'],\n};\n",
  'site/static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>',
  'docs/intro.md': '---\ntitle: Introduction\n---\n\n# Introduction\n\nRead the [setup guide](./guide/setup.md#install) first.\n',
  'docs/guide/setup.md': '---\ntitle: Setup\n---\n\n# Setup\n\n## Install\n\nRun the installer.\n\n![Diagram](./img/diagram.svg)\n',
  'docs/guide/img/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>',
};

/** How the CLI shows the paths of a case: files relative to its working directory, folders as given. */
interface Shown {
  /** A file of the case's site as printed at the start of a diagnostic. */
  file(path: string): string;
  /** An absolute path under the case's folder. */
  abs(path: string): string;
}

interface BadInput {
  name: string;
  /** Files to change in the good site (`null` deletes one). */
  files?: FileTable;
  /** Anything a table of files cannot say: permissions, symbolic links. */
  prepare?: (root: string) => Promise<void>;
  /** The site folder argument, relative to the case's folder (default `site`). */
  siteDir?: string;
  /**
   * The build must run as a user without access to files made unreadable;
   * run as root, the case's folder is handed to that user (`nobody`) first,
   * as a site of one's own in which one thing is locked.
   */
  asOtherUser?: boolean;
  /** Every error line the build must print, without the leading `error  `. */
  errors: (shown: Shown) => string[];
}

const unreadable = (path: string) => (root: string) => chmod(join(root, path), 0o000);
const readAccess = (path: string) =>
  `Give your user read access to it (e.g. \`chmod -R u+rX ${path}\`), or run the build as a user who has it.`;
const fiveMegabytes = `# Huge\n\n${'A line of text in a page nobody will read to the end.\n'.repeat(100_000)}`;

const CASES: BadInput[] = [
  {
    name: 'a site folder that does not exist',
    siteDir: 'no-such-site',
    errors: (p) => [`The site folder ${p.abs('no-such-site')} does not exist. Pass the folder that holds quire.config.ts, or run Quire from inside it.`],
  },
  {
    name: 'a site folder that is a file',
    siteDir: 'site.txt',
    files: { 'site.txt': 'not a folder' },
    errors: (p) => [`The site folder ${p.abs('site.txt')} is a file, not a folder. Pass the folder that holds quire.config.ts, or run Quire from inside it.`],
  },
  {
    name: 'a site folder that cannot be read',
    prepare: unreadable('site'),
    asOtherUser: true,
    errors: (p) => [`Cannot read the site folder ${p.abs('site')}: permission denied (EACCES). ${readAccess(p.abs('site'))}`],
  },
  {
    name: 'a site folder that cannot be written',
    prepare: (root) => chmod(join(root, 'site'), 0o555),
    asOtherUser: true,
    errors: (p) => [
      `${p.file('site/quire.config.ts')} Cannot write the compiled copy of quire.config.ts beside it: permission denied (EACCES). Quire imports it from there so that its imports resolve from the site's node_modules. Give your user write access to ${p.abs('site')} (e.g. \`chmod u+w ${p.abs('site')}\`), or build from a copy of the site that you own.`,
    ],
  },
  {
    name: 'no config',
    files: { 'site/quire.config.ts': null },
    errors: (p) => [
      `No quire.config.ts in ${p.abs('site')}. Create it with: export default defineConfig({ title: 'My docs', url: 'https://example.com' }) (defineConfig comes from '@quire/engine').`,
    ],
  },
  {
    name: 'a config that cannot be read',
    prepare: unreadable('site/quire.config.ts'),
    asOtherUser: true,
    errors: (p) => [`${p.file('site/quire.config.ts')} Cannot read quire.config.ts: permission denied (EACCES). ${readAccess(p.abs('site/quire.config.ts'))}`],
  },
  {
    name: 'a config with a syntax error',
    files: { 'site/quire.config.ts': "export default {\n  title: 'Bad Input',\n  url: 'https://example.org'\n  docsDir: '../docs',\n};\n" },
    errors: (p) => [
      `${p.file('site/quire.config.ts')}:4:3 Expected "}" but found "docsDir". Fix the syntax at that spot: a missing comma between two keys, or a bracket or quote left open, is the usual cause.`,
    ],
  },
  {
    name: 'a config with an unknown key',
    files: { 'site/quire.config.ts': "export default {\n  titel: 'Bad Input',\n  url: 'https://example.org',\n  docsDir: '../docs',\n};\n" },
    errors: (p) => [`${p.file('site/quire.config.ts')}:2:3 Unknown key "titel" in the config. Did you mean "title"?`],
  },
  {
    name: 'a config value of the wrong type',
    files: { 'site/quire.config.ts': "export default {\n  title: 42,\n  url: 'https://example.org',\n  docsDir: '../docs',\n};\n" },
    errors: (p) => [`${p.file('site/quire.config.ts')}:2:3 Wrong type for title: expected string, received number 42. Write it as a string: \`title: '42'\`.`],
  },
  {
    name: 'a docs folder that does not exist',
    files: { 'site/quire.config.ts': "export default {\n  title: 'Bad Input',\n  url: 'https://example.org',\n  docsDir: '../doc',\n};\n" },
    errors: (p) => [
      `The docs folder ${p.abs('doc')} does not exist. Create it and put your markdown pages in it, or point \`docsDir\` in quire.config.ts at the folder that holds them.`,
    ],
  },
  {
    name: 'a docs folder that cannot be read',
    prepare: unreadable('docs'),
    asOtherUser: true,
    errors: (p) => [`${p.file('docs')} Cannot read the docs folder: permission denied (EACCES). ${readAccess(p.abs('docs'))}`],
  },
  {
    name: 'a folder in the docs that cannot be read',
    prepare: unreadable('docs/guide'),
    asOtherUser: true,
    errors: (p) => [`${p.file('docs/guide')} Cannot read guide in the docs folder: permission denied (EACCES). ${readAccess(p.abs('docs/guide'))}`],
  },
  {
    name: 'a markdown file that cannot be read',
    prepare: unreadable('docs/intro.md'),
    asOtherUser: true,
    errors: (p) => [`${p.file('docs/intro.md')} Cannot read intro.md: permission denied (EACCES). ${readAccess(p.abs('docs/intro.md'))} Or move it out of the docs folder.`],
  },
  {
    name: 'front matter that is not valid YAML',
    files: { 'docs/intro.md': '---\ntitle: Introduction\ndescription: [unclosed\n---\n\n# Introduction\n' },
    errors: (p) => [
      `${p.file('docs/intro.md')}:3:23 Front matter is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]. Fix the YAML between the \`---\` lines. Quote values that contain ": " or start with a special character, e.g. \`title: "Redux: the basics"\`.`,
    ],
  },
  {
    name: 'front matter of the wrong type',
    files: { 'docs/intro.md': '---\ntitle: Introduction\nsidebar_position: first\n---\n\n# Introduction\n' },
    errors: (p) => [
      `${p.file('docs/intro.md')}:3:1 Front matter \`sidebar_position\` must be a number, but is the string "first". Write it as \`sidebar_position: 2\`, or remove the line.`,
    ],
  },
  {
    name: 'a markdown file that is not UTF-8',
    files: { 'docs/intro.md': Buffer.concat([Buffer.from('# Introduction\n\nA caf'), Buffer.from([0xe9]), Buffer.from(' in Latin-1.\n')]) },
    errors: (p) => [
      `${p.file('docs/intro.md')}:3:6 The file is not valid UTF-8: byte 0xE9 here is not part of any character. Save the file as UTF-8 in your editor (it was probably saved as Latin-1 or Windows-1252), or retype the character.`,
    ],
  },
  {
    name: 'two docs with one id',
    files: { 'docs/guide/other.md': '---\nid: setup\n---\n\n# Other\n' },
    errors: (p) => [
      `${p.file('docs/guide/other.md')}:2:1 Doc id "guide/setup" is used by 2 files: guide/other.md, guide/setup.md. Doc ids must be unique: rename one of the files, or give it another \`id\` in its front matter.`,
    ],
  },
  {
    name: 'a sidebar that names a missing doc',
    files: { 'site/sidebars.ts': "export default {\n  docs: ['intro', 'guide/setpu'],\n};\n" },
    errors: (p) => [`${p.file('site/sidebars.ts')}:2:19 Sidebar "docs" lists doc "guide/setpu", which does not exist. Did you mean "guide/setup"?`],
  },
  {
    name: 'a sidebar that names a doc twice',
    files: { 'site/sidebars.ts': "export default {\n  docs: ['intro', 'guide/setup', 'intro'],\n};\n" },
    errors: (p) => [
      `${p.file('site/sidebars.ts')}:2:34 Doc "intro" is listed twice in the sidebars (first at docs[0]). Keep one of the two entries: a doc has one place in the sidebars.`,
    ],
  },
  {
    name: 'a link to a page that does not exist',
    files: { 'docs/intro.md': '# Introduction\n\nRead the [setup guide](/guide/setpu) first.\n' },
    errors: (p) => [`${p.file('docs/intro.md')}:3:10 Links to /guide/setpu, which is no page. Did you mean /guide/setup?`],
  },
  {
    name: 'a link to an anchor that does not exist',
    files: { 'docs/intro.md': '# Introduction\n\nRead the [setup guide](/guide/setup#instal) first.\n' },
    errors: (p) => [
      `${p.file('docs/intro.md')}:3:10 Links to /guide/setup#instal, but /guide/setup has no heading with id "instal". Did you mean /guide/setup#install?`,
    ],
  },
  {
    name: 'an image beside the docs that does not exist',
    files: { 'docs/guide/setup.md': '# Setup\n\n![Diagram](./img/diagam.svg)\n\n## Install\n' },
    errors: (p) => [
      `${p.file('docs/guide/setup.md')}:3:1 Image \`./img/diagam.svg\` points to img/diagam.svg, which does not exist. Did you mean img/diagram.svg?`,
    ],
  },
  {
    name: 'an image missing from the static folder',
    files: { 'docs/guide/setup.md': '# Setup\n\n![Logo](/img/logo.png)\n\n## Install\n' },
    errors: (p) => [
      `${p.file('docs/guide/setup.md')}:3:1 Image \`/img/logo.png\` is not in the static folder (${p.abs('site/static')}). Put the file there, or write the path relative to the doc (./img/…) to keep it beside the markdown.`,
    ],
  },
  {
    name: 'a markdown file of 5 MB',
    files: { 'docs/huge.md': fiveMegabytes },
    errors: (p) => [
      // 1 MB holds the 2 title lines (8 bytes) and 19 417 whole lines of 54 bytes; the limit falls in the next one.
      `${p.file('docs/huge.md')}:19420 The doc is 5.1 MB, more than the 1.0 MB a doc may be; this line is where it crosses the limit. Split it into several pages, or raise \`markdown.maxDocSizeKb\` (now 1024) in quire.config.ts.`,
    ],
  },
  {
    name: 'a symbolic link loop in the docs',
    prepare: (root) => symlink('..', join(root, 'docs/guide/back')),
    errors: (p) => [
      `${p.file('docs/guide/back')} guide/back is a symbolic link back to the docs folder itself, which holds it: following it would never end. Remove the link, point it outside the docs folder, or rename it to start with \`_\` so that Quire skips it.`,
    ],
  },
  {
    name: 'a symbolic link to itself in the docs',
    prepare: (root) => symlink('self.md', join(root, 'docs/self.md')),
    errors: (p) => [
      `${p.file('docs/self.md')} Cannot read self.md in the docs folder: a loop of symbolic links (ELOOP). Point the symbolic link ${p.abs('docs/self.md')} at a real file or folder, or remove it.`,
    ],
  },
  {
    name: 'quotes nested 10 000 deep',
    files: { 'docs/intro.md': `# Introduction\n\n${'> '.repeat(10_000)}deep\n` },
    errors: (p) => [
      `${p.file('docs/intro.md')}:3:201 Quotes, lists and admonitions are nested 101 deep here; Quire compiles at most 100 levels. Close what is open before going deeper: a \`:::\` line ends an admonition, a blank line then unindented text ends a list; remove repeated \`>\` or list markers.`,
    ],
  },
];

/** `chown -R` without following symbolic links; permission bits stay as they are. */
async function chownTree(root: string, user: { uid: number; gid: number }): Promise<void> {
  await lchown(root, user.uid, user.gid);
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    await lchown(join(entry.parentPath, entry.name), user.uid, user.gid);
  }
}

const other = userWithoutAccess();
let tmp: string;
let previousBuild: string;
let previousDigest: string;

beforeAll(async () => {
  tmp = await makeTempDir('quire-bad-input-');
  // Another user (see asOtherUser) must reach the case folders under it.
  await chmod(tmp, 0o755);
  await writeFiles(join(tmp, 'good'), GOOD_SITE);
  previousBuild = join(tmp, 'previous-build');
  const good = await runQuire(['build', join(tmp, 'good/site'), '--out', previousBuild]);
  if (good.code !== 0) throw new Error(`The good site does not build:\n${good.output}`);
  previousDigest = await folderDigest(previousBuild);
});
afterAll(() => removeTempDir(tmp));

describe.concurrent('quire build with bad input', () => {
  it.for(CASES)('$name: says what, where and how to fix it, exits 1, keeps the previous build', async (c, { expect, skip }) => {
    if (c.asOtherUser && other.unavailable) skip(other.unavailable);
    const root = join(tmp, c.name.replace(/\W+/g, '-'));
    await writeFiles(root, { ...GOOD_SITE, ...c.files });
    const outParent = join(root, 'output');
    const outDir = join(outParent, 'build');
    await mkdir(outParent);
    await cp(previousBuild, outDir, { recursive: true });
    await c.prepare?.(root);
    if (c.asOtherUser && other.user) await chownTree(root, other.user);

    const run = await runQuire(['build', join(root, c.siteDir ?? 'site'), '--out', outDir], c.asOtherUser ? { user: other.user, dropCapabilities: other.dropCapabilities } : {});

    const shown: Shown = { file: (path) => relative(REPO_ROOT, join(root, path)), abs: (path) => join(root, path) };
    const expected = c.errors(shown);
    const printed = run.stderr.split('\n').filter((line) => line.startsWith('error  ')).map((line) => line.slice('error  '.length));
    expect(printed).toEqual(expected);
    expect(run.stderr).toContain(`Build failed with ${expected.length} error${expected.length === 1 ? '' : 's'}.`);
    expect(run.output).not.toMatch(/^\s+at /m); // a message for people, not a stack trace
    expect(run.code).toBe(1);
    expect(await folderDigest(outDir)).toBe(previousDigest);
    expect(await readdir(outParent)).toEqual(['build']); // no staging folder left beside it
  });
});
