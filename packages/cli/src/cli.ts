/**
 * The `quire` command line: parse typed flags, hand them to one command, turn
 * its outcome into an exit code. This is the only module of Quire that ends
 * the process (`main`); everything else returns or throws.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cac } from 'cac';

/** A mistake in how the command was called, as opposed to a failure while running it. */
class UsageError extends Error {
  override name = 'UsageError';
}

/** Flags as cac hands them over: untyped, and a number wherever the text looked like one. */
type RawFlags = Record<string, unknown>;

const DEFAULT_PORT = 3000;
const DEFAULT_HOST = '127.0.0.1';
const CONFIG_FILES = ['quire.config.ts', 'quire.config.mts', 'quire.config.js', 'quire.config.mjs'];

/**
 * Run the `quire` command line with the given arguments (without `node` and the script path)
 * and resolve to the exit code. Never exits the process, so tests can call it.
 * `quire serve` and `quire dev` resolve only once the server is stopped with SIGINT or SIGTERM.
 */
export async function run(argv: readonly string[]): Promise<number> {
  const cli = cac('quire');
  // Each command's module is imported only when that command runs: `serve`'s
  // brings the static server and its MIME and compression tables, about 60 ms
  // of CPU that `quire build` would otherwise pay before it starts.

  cli
    .command('build [siteDir]', 'Build the site into static files')
    .option('--out <dir>', "Output folder (default: the config's outDir, <siteDir>/build)")
    .option('--base-url <path>', "Path the site will be served under, e.g. /docs/ (default: the config's baseUrl)")
    .option('--no-cache', "Compile and render every page, neither reading nor writing the build cache (the config's cacheDir)")
    .option('--timings', 'Print how long each build phase took')
    .example('  $ quire build')
    .example('  $ quire build site --out dist --base-url /redux-toolkit/')
    .action(async (siteDir: unknown, flags: RawFlags) =>
      (await import('./commands/build-command.js')).buildCommand({
        siteDir: resolveSiteDir(siteDir),
        outDir: stringFlag(flags, 'out'),
        baseUrl: stringFlag(flags, 'baseUrl'),
        cache: flags.cache !== false,
        timings: flags.timings === true,
      }),
    );

  cli
    .command('serve [siteDir]', 'Serve the built site locally, as a static host would')
    .option('--port <port>', 'Port to listen on; 0 picks a free one', { default: DEFAULT_PORT })
    .option('--host <host>', 'Address to bind; 0.0.0.0 shares the site on your network', { default: DEFAULT_HOST })
    .option('--dir <dir>', "Built folder to serve (default: the config's outDir)")
    .option('--base-url <path>', "Path to serve the site under (default: the config's baseUrl)")
    .example('  $ quire serve --port 8080')
    .action(async (siteDir: unknown, flags: RawFlags) =>
      (await import('./commands/serve-command.js')).serveCommand({
        siteDir: resolveSiteDir(siteDir),
        dir: stringFlag(flags, 'dir'),
        baseUrl: stringFlag(flags, 'baseUrl'),
        port: portFlag(flags),
        host: stringFlag(flags, 'host') ?? DEFAULT_HOST,
      }),
    );

  cli
    .command('dev [siteDir]', 'Serve the site from its sources, compiling pages on demand and updating open pages as files change')
    .option('--port <port>', 'Port to listen on; 0 picks a free one', { default: DEFAULT_PORT })
    .option('--host <host>', 'Address to bind; 0.0.0.0 shares the site on your network', { default: DEFAULT_HOST })
    .option('--base-url <path>', "Path to serve the site under (default: the config's baseUrl)")
    .example('  $ quire dev')
    .example('  $ quire dev site --port 4000')
    .action(async (siteDir: unknown, flags: RawFlags) =>
      (await import('./commands/dev-command.js')).devCommand({
        siteDir: resolveSiteDir(siteDir),
        port: portFlag(flags),
        host: stringFlag(flags, 'host') ?? DEFAULT_HOST,
        baseUrl: stringFlag(flags, 'baseUrl'),
      }),
    );

  cli.example('  $ quire build && quire serve');
  cli.help((sections) => {
    // Every command takes the same positional argument; say once what it defaults to.
    const options = sections.findIndex((section) => section.title === 'Options');
    sections.splice(options < 0 ? sections.length : options, 0, {
      title: 'Arguments',
      body: '  siteDir  Folder holding quire.config.ts (default: the current folder if it holds one, else site)',
    });
    // cac pads every option line with a space even when no default follows.
    return sections.map((section) => ({ ...section, body: section.body.replace(/ +$/gm, '') }));
  });
  cli.version(readVersion());

  try {
    // cac wants a full process.argv; its first two entries are skipped.
    const { args, options } = cli.parse(['node', 'quire', ...argv], { run: false });

    // cac has already printed the help or version text.
    if (options.help) return 0;
    if (options.version) {
      // cac prints the version only when no command was named (`quire build -v`).
      if (cli.matchedCommandName !== undefined) cli.outputVersion();
      return 0;
    }

    const command = cli.matchedCommand;
    if (!command) {
      if (args[0] !== undefined) {
        throw new UsageError(`Unknown command \`${String(args[0])}\`. The commands are: build, dev, serve.`);
      }
      const flag = Object.keys(options).find((name) => name !== '--');
      if (flag !== undefined) throw new UsageError(`Unknown option \`${flagName(flag)}\`.`);
      cli.outputHelp();
      return 0;
    }
    if (args.length > command.args.length) {
      throw new UsageError(`Unexpected argument \`${String(args[command.args.length])}\` for \`quire ${command.name}\`.`);
    }

    // Checks unknown flags and missing flag values (cac throws CACError), then runs the action.
    return (await cli.runMatchedCommand()) as number;
  } catch (error) {
    if (error instanceof UsageError || (error instanceof Error && error.name === 'CACError')) {
      const help = cli.matchedCommandName ? `quire ${cli.matchedCommandName} --help` : 'quire --help';
      console.error(`${error.message.replace(/([^.])$/, '$1.')} Run \`${help}\` for usage.`);
      return 1;
    }
    throw error;
  }
}

/** Entry point of the `quire` binary: run with the process's arguments, then exit with the result. */
export async function main(): Promise<void> {
  let code: number;
  try {
    code = await run(process.argv.slice(2));
  } catch (error) {
    // Commands report their own failures; reaching here is a bug in the CLI itself.
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    code = 1;
  }
  process.exit(code);
}

/**
 * The site folder: the argument if given; otherwise the current folder when it holds a
 * config (as in `npm run build -w site`), else `site` (as at the repository root).
 */
function resolveSiteDir(arg: unknown): string {
  if (arg !== undefined) return String(arg);
  return CONFIG_FILES.some((file) => existsSync(file)) ? '.' : 'site';
}

function stringFlag(flags: RawFlags, name: string): string | undefined {
  const value = lastValue(flags[name]);
  if (value === undefined) return undefined;
  // cac gives `true` for a bare `--out`; it reports that itself, so this is only a guard.
  if (typeof value === 'boolean') throw new UsageError(`\`${flagName(name)}\` needs a value.`);
  return String(value);
}

function portFlag(flags: RawFlags): number {
  const text = stringFlag(flags, 'port') ?? String(DEFAULT_PORT);
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new UsageError(`\`--port\` must be a whole number from 0 to 65535, not \`${text}\`.`);
  }
  return port;
}

/** A flag given twice arrives as an array; the last one wins, as in most command lines. */
function lastValue(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** `baseUrl` → `--base-url`, `h` → `-h`: the flag as the user typed it. */
function flagName(name: string): string {
  return name.length === 1 ? `-${name}` : `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

function readVersion(): string {
  // Resolved from this file, so it works from both src/ (tests) and dist/ (the binary).
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
