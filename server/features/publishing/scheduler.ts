import type { PeriodicTask } from "#server/platform/jobs/periodic-runner.ts";

const POLL_MS = 10_000;

export interface ArticleSchedulerOptions {
  /** One pass: publish what is due (services.articlePublishing.publishDue). */
  publishDue: (now: Date) => Promise<unknown[]>;
  pollMs?: number;
  log?: { info(msg: string): void };
}

/**
 * Scheduled articles go live without anyone acting (decision 0031): every instance runs this task
 * on its periodic runner (decision 0058); publishDue claims due rows with FOR UPDATE SKIP LOCKED,
 * so each goes live exactly once. Registered after listen and stopped before the database closes,
 * like the mail worker; a failed pass is logged and retried by the runner.
 */
export function articleSchedulerTask(options: ArticleSchedulerOptions): PeriodicTask {
  return {
    name: "article-scheduler",
    everyMs: options.pollMs ?? POLL_MS,
    runAtStart: true,
    failureMessage: "Scheduled publication failed; retrying at the next pass",
    async run() {
      const published = await options.publishDue(new Date());
      if (published.length) options.log?.info(`Scheduled publication: ${published.length} article(s) went live`);
    },
  };
}
