/**
 * Why a server could not listen, and what to do about it, as one line for
 * the terminal; `quire serve` and `quire dev` both use it.
 * @param server what could not start, for the last resort message, e.g. `the dev server`.
 */
export function describeListenError(error: unknown, options: { port: number; host: string }, server = 'the server'): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const next = options.port === 0 ? 3000 : options.port + 1;
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${options.port} is already in use on ${options.host}. Stop the other server, or pick another port with --port ${next}.`;
    case 'EACCES':
      return `Not allowed to listen on port ${options.port}. Ports below 1024 need extra rights; pick another with --port ${next < 1024 ? 3000 : next}.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `Cannot listen on host ${options.host}: no such address on this machine. Use --host 127.0.0.1, or 0.0.0.0 for every interface.`;
    default:
      return `Could not start ${server}: ${error instanceof Error ? error.message : String(error)}`;
  }
}
