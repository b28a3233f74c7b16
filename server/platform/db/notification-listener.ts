import pg from "pg";

export interface NotificationListenerOptions {
  connectionString: string;
  channel: string;
  onMessage: (payload: string) => void;
  /** After every successful LISTEN, the first one included. */
  onListening?: () => void;
  onError?: (error: Error) => void;
  /** The first wait before reconnecting; doubled per failure up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * One dedicated PostgreSQL connection per instance that LISTENs on a channel (outside the pool:
 * a LISTEN holds its connection for the process's life). A dropped connection (restart,
 * failover, network) is replaced, with a growing wait between attempts; TCP keep-alive notices
 * a silently dead peer.
 */
export function startNotificationListener(options: NotificationListenerOptions) {
  const minDelay = options.minDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 5_000;
  const onError = options.onError ?? (() => {});
  let client: pg.Client | undefined;
  let delay = minDelay;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let resolveFirst: () => void;
  const firstListen = new Promise<void>((resolve) => (resolveFirst = resolve));

  function drop(dropped: pg.Client) {
    if (client !== dropped) return;
    client = undefined;
    dropped.end().catch(() => {});
    if (stopped) return;
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, maxDelay);
  }

  async function connect() {
    if (stopped) return;
    const next = new pg.Client({ connectionString: options.connectionString, keepAlive: true });
    client = next;
    next.on("error", (error) => {
      onError(error);
      drop(next);
    });
    next.on("end", () => drop(next));
    next.on("notification", (message) => {
      if (message.channel === options.channel) options.onMessage(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(options.channel)}`);
      if (client !== next) return;
      delay = minDelay;
      options.onListening?.();
      resolveFirst();
    } catch (error) {
      onError(error as Error);
      drop(next);
    }
  }

  void connect();
  return {
    /** Resolves once the first LISTEN is in place (startup waits for it, tests too). */
    listening: firstListen,
    /** The connection's backend process id, for tests that cut it. */
    async backendPid(): Promise<number | undefined> {
      const current = client as (pg.Client & { processID?: number }) | undefined;
      return current?.processID;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
