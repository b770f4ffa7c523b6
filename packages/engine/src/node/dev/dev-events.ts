import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevMessage } from '../../shared/dev-messages.js';

/** How often an idle stream gets a comment line, so that nothing between closes it as dead. */
const HEARTBEAT_MS = 25_000;

/**
 * The dev server's push channel: server-sent events, one stream per open
 * page. One-way is all it needs (the browser only listens), and
 * `EventSource` reconnects by itself when the server restarts, which a
 * WebSocket would leave to us.
 */
export class DevEvents {
  readonly #streams = new Set<ServerResponse>();
  readonly #heartbeat: NodeJS.Timeout;

  constructor() {
    this.#heartbeat = setInterval(() => {
      for (const res of this.#streams) res.write(': ping\n\n');
    }, HEARTBEAT_MS).unref();
  }

  /** How many pages are listening. */
  get size(): number {
    return this.#streams.size;
  }

  /** Takes over a request as an event stream and sends it `first`. */
  connect(req: IncomingMessage, res: ServerResponse, first: DevMessage): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    // Reconnect quickly after a restart: the server is on this machine.
    res.write('retry: 300\n\n');
    res.write(frame(first));
    this.#streams.add(res);
    req.socket.setNoDelay(true);
    req.on('close', () => this.#streams.delete(res));
  }

  /** Sends a message to every open page. */
  send(message: DevMessage): void {
    const data = frame(message);
    for (const res of this.#streams) res.write(data);
  }

  /** Ends every stream (the server is stopping). */
  close(): void {
    clearInterval(this.#heartbeat);
    for (const res of this.#streams) res.end();
    this.#streams.clear();
  }
}

function frame(message: DevMessage): string {
  // JSON has no raw newlines, so one `data:` line holds the whole message.
  return `data: ${JSON.stringify(message)}\n\n`;
}
