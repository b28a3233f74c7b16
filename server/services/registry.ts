import { createLoginService } from "../auth/login.ts";
import { createSessionService } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { createMailQueue } from "../mail/queue.ts";
import { createAccountService } from "./account.ts";
import { createArticleService } from "./articles.ts";
import { createAuditService } from "./audit.ts";
import { createDemoContentService } from "./demo-content.ts";
import { createInquiryService } from "./inquiries.ts";
import { createMailOutboxService } from "./mail-outbox.ts";
import { createMailPreferenceService } from "./mail-preferences.ts";
import { createDatasetService } from "./datasets.ts";
import { createFundLedgerService } from "./fund-ledger.ts";
import { createFundSummaryService } from "./fund-summaries.ts";
import { createInvestmentService } from "./investments.ts";
import { createInvestorRecordsService } from "./investor-records.ts";
import { createResourceService } from "./resources.ts";
import { createStaffDocumentService } from "./staff-documents.ts";
import { createStaffInquiryService } from "./staff-inquiries.ts";
import { createStatsService } from "./stats.ts";
import { createVideoService } from "./videos.ts";
import { createUserService } from "./users.ts";
import { createInvitationService } from "./invitations.ts";
import { createPasswordResetService } from "./password-reset.ts";
import { createRateLimiter } from "./rate-limiter.ts";
import { createTwoFactorService } from "./two-factor.ts";
import { ResponseCache } from "./response-cache.ts";

export interface ServiceOptions {
  /** Demo mode: the sign-in failure message names the seeded accounts (docs/product.md §Access rules). */
  demoHint?: string;
  /** The public origin, for the links in e-mails (BASE_URL). */
  baseUrl?: string;
  /**
   * Demo mode only: the seeded demo accounts, which may sign in without a second factor even
   * where one is required (decision 0028). Passed by server/index.ts, never stored.
   */
  twoFactorExempt?: readonly string[];
}

/**
 * The one set of services of a process, bound to its database. The Fastify API and the React
 * Router loaders (through the load context) share it, so there is one database handle and one
 * cache per process.
 */
export function createServices(db: Database, options: ServiceOptions = {}) {
  const cache = new ResponseCache();
  const rateLimiter = createRateLimiter(db);
  const audit = createAuditService(db);
  const sessions = createSessionService(db, Date.now, { twoFactorExempt: options.twoFactorExempt });
  const mail = createMailQueue(db, { baseUrl: options.baseUrl ?? "http://127.0.0.1:3000" });
  const fundLedger = createFundLedgerService(db, audit, mail);
  const invitations = createInvitationService(db, { audit, mail, sessions });
  const twoFactor = createTwoFactorService(db, { audit, mail, sessions, rateLimiter });
  return {
    db,
    cache,
    rateLimiter,
    audit,
    sessions,
    mail,
    mailOutbox: createMailOutboxService(db, audit, { onRetry: mail.notifyQueued }),
    mailPreferences: createMailPreferenceService(db, audit),
    twoFactor,
    login: createLoginService({ db, sessions, audit, rateLimiter, twoFactor, demoHint: options.demoHint }),
    articles: createArticleService(db, cache, audit),
    users: createUserService(db, { sessions, audit, invitations }),
    account: createAccountService({ db, sessions, audit, rateLimiter, mail }),
    invitations,
    passwordReset: createPasswordResetService(db, { audit, mail, sessions, rateLimiter }),
    inquiries: createInquiryService(db, rateLimiter),
    staffInquiries: createStaffInquiryService(db, audit),
    investments: createInvestmentService(db, audit),
    resources: createResourceService(db, audit),
    videos: createVideoService(db, audit),
    datasets: createDatasetService(db),
    stats: createStatsService(db),
    fundSummaries: createFundSummaryService(db),
    fundLedger,
    investorRecords: createInvestorRecordsService(db, audit, fundLedger),
    staffDocuments: createStaffDocumentService(db, audit, mail),
    demoContent: createDemoContentService(db),
  };
}

export type AppServices = ReturnType<typeof createServices>;
