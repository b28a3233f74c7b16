import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest in a full run (over 10 s each with PostgreSQL on this 2-core machine,
 * decision 0061), slowest first. They start first: a long file started last would leave one worker
 * running it alone at the end. Vitest's own order (its cache of the last run's durations, else the
 * largest file first) sorts the rest; a clean clone in CI has no cache, and by size alone
 * `server-process` (92 lines, about 45 s) would start near the end.
 */
export const SLOW_FILES = [
  "tests/api/server-process.test.ts",
  "tests/api/mail-crash.test.ts",
  "tests/api/media.test.ts",
  "tests/api/password-reset.test.ts",
  "tests/api/article-management.test.ts",
  "tests/api/mail.test.ts",
  "tests/api/podcasts.test.ts",
  "tests/api/create-admin.test.ts",
  "tests/api/hardening.test.ts",
  "tests/api/paging.test.ts",
];

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? SLOW_FILES.length : index;
    };
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the other files keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
