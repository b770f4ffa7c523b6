/** Reads the dev server's event stream (server-sent events) the way a page's EventSource would. */
import type { DevMessage } from '@quire/engine/dev';

/** The messages of one connection, as they arrive. */
export interface EventStream {
  /** Every message received so far. */
  readonly messages: DevMessage[];
  /**
   * The next message of `type` that `match` accepts: the first one after the
   * last message of that type taken (or after `drain`), whether it arrived
   * before this call or arrives later; rejects after `timeoutMs`. Each type
   * is read in order on its own, because the server does not order messages
   * of different types (problems go out on the next turn of its event loop,
   * an update as soon as the change is applied).
   */
  next<T extends DevMessage['type']>(type: T, match?: (m: Extract<DevMessage, { type: T }>) => boolean, timeoutMs?: number): Promise<Extract<DevMessage, { type: T }>>;
  /** Takes every message received so far, so that `next` only sees what arrives after this call. */
  drain(): void;
  close(): void;
}

/** Opens `url` and parses its `data:` frames as JSON messages. */
export async function openEventStream(url: string): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, { signal: abort.signal, headers: { Accept: 'text/event-stream' } });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  const messages: DevMessage[] = [];
  // Per message type, the index after the last message of that type taken; `floor` is where `drain` left every type.
  const taken = new Map<DevMessage['type'], number>();
  let floor = 0;
  const waiters = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (data) messages.push(JSON.parse(data.slice(6)) as DevMessage);
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Closed by close(), or by the server stopping.
    }
  })();
  return {
    messages,
    next(type, match = () => true, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const look = (): boolean => {
          for (let i = Math.max(floor, taken.get(type) ?? 0); i < messages.length; i++) {
            const m = messages[i]!;
            if (m.type === type && match(m as never)) {
              taken.set(type, i + 1);
              resolve(m as never);
              return true;
            }
          }
          return false;
        };
        if (look()) return;
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`No "${type}" message in ${timeoutMs} ms; got: ${JSON.stringify(messages.slice(floor))}`));
        }, timeoutMs);
        const wake = () => {
          if (!look()) return;
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
      });
    },
    drain: () => {
      floor = messages.length;
    },
    close: () => abort.abort(),
  };
}
