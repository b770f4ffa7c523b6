/** What {@link listenForInterrupt} returns: an abort signal for the work, and what stopped it. */
export interface Interrupt {
  /** Aborts on the first SIGINT or SIGTERM. */
  readonly signal: AbortSignal;
  /** The signal that arrived (`SIGINT`, `SIGTERM`), or undefined while none has. */
  readonly received: NodeJS.Signals | undefined;
  /** The shell's code for "ended by signal N", 128 + N: 130 after SIGINT, 143 after SIGTERM. */
  readonly exitCode: number;
  /** Stops listening; call when the work is over. */
  dispose(): void;
}

const SIGNAL_NUMBERS: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 2, SIGTERM: 15 };

/**
 * Turns SIGINT (Ctrl+C) and SIGTERM into an abort signal, so long work can
 * stop tidily — `quire build` removes its unfinished staging folder — instead
 * of Node ending the process mid-write. Only the first signal is caught: a
 * second one gets Node's default handling and ends the process at once, for
 * when the tidy stop itself hangs.
 */
export function listenForInterrupt(onInterrupt?: (signal: NodeJS.Signals) => void): Interrupt {
  const controller = new AbortController();
  let received: NodeJS.Signals | undefined;
  const onSignal = (name: NodeJS.Signals): void => {
    dispose();
    received = name;
    onInterrupt?.(name);
    controller.abort(new Error(`Interrupted by ${name}`));
  };
  const dispose = (): void => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    get received() {
      return received;
    },
    get exitCode() {
      return 128 + (received ? (SIGNAL_NUMBERS[received] ?? 0) : 0);
    },
    dispose,
  };
}
