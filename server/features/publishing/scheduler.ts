const POLL_MS = 10_000;

export interface ArticleSchedulerOptions {
  /** One pass: publish what is due (services.articlePublishing.publishDue). */
  publishDue: (now: Date) => Promise<unknown[]>;
  pollMs?: number;
  log?: { info(msg: string): void; error(obj: unknown, msg: string): void };
}

/**
 * Scheduled articles go live without anyone acting (decision 0031): every instance runs this
 * loop; publishDue claims due rows with FOR UPDATE SKIP LOCKED, so each goes live exactly once.
 * Started after listen and stopped before the database closes, like the mail worker.
 */
export function createArticleScheduler(options: ArticleSchedulerOptions) {
  const pollMs = options.pollMs ?? POLL_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;

  async function pass() {
    try {
      const published = await options.publishDue(new Date());
      if (published.length) options.log?.info(`Scheduled publication: ${published.length} article(s) went live`);
    } catch (error) {
      options.log?.error(error, "Scheduled publication failed; retrying at the next pass");
    }
  }

  function loop() {
    if (stopped) return;
    running = pass().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(loop, pollMs);
    });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    /** Stop polling and wait for a pass in progress to finish. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
