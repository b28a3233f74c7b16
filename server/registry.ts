import { createFundWorkbookService } from "#server/features/fund-ledger/fund-workbooks.ts";
import { todayUtc } from "#domain/dates.ts";
import { createFundListsService } from "#server/features/fund-ledger/fund-lists.ts";
import { createLoginService } from "#server/features/accounts/login.ts";
import { createSessionService } from "#server/platform/auth/sessions.ts";
import type { Database } from "#server/platform/db/client.ts";
import { createMailQueue } from "#server/platform/mail/queue.ts";
import { createAccountService } from "#server/features/accounts/account.ts";
import { createSnapshotStore } from "#server/features/publishing/snapshots.ts";
import type { SiteImageReader } from "#server/features/publishing/image-hash.ts";
import { createArticlePublishingService } from "#server/features/publishing/article-publishing.ts";
import { createArticleRevisionService } from "#server/features/publishing/article-revisions.ts";
import { createArticleService } from "#server/features/publishing/articles.ts";
import { createAuditService } from "#server/platform/audit.ts";
import { createDemoContentService } from "#server/platform/demo-content.ts";
import { createInquiryService } from "#server/features/inquiries/inquiries.ts";
import { createMailOutboxService } from "#server/features/staff/mail-outbox.ts";
import { createMailPreferenceService } from "#server/features/accounts/mail-preferences.ts";
import { createDatasetService } from "#server/features/staff/datasets.ts";
import { createFundLedgerService } from "#server/features/fund-ledger/fund-ledger.ts";
import { createFundEconomicsService } from "#server/features/fund-economics/fund-economics.ts";
import { createAchPaymentService } from "#server/features/fund-ledger/payments/ach-payments.ts";
import { createFundTermsService } from "#server/features/fund-terms/fund-terms.ts";
import { createFirmEventService } from "#server/features/fund-ledger/firm-events.ts";
import { createFundSummaryService } from "#server/features/fund-ledger/fund-summaries.ts";
import { createInvestmentService } from "#server/features/fund-ledger/investments.ts";
import { createEntityService } from "#server/features/entities/entities.ts";
import { createStaffEntityService } from "#server/features/entities/staff-entities.ts";
import { createEntityPeopleService } from "#server/features/entities/entity-people.ts";
import { createEntityInvitationAcceptance } from "#server/features/entities/entity-invitation-accept.ts";
import { createEntityTaxBankService } from "#server/features/entities/entity-tax-bank.ts";
import { createKycService } from "#server/features/kyc/kyc.ts";
import { createAccreditationService } from "#server/features/subscriptions/review/accreditations.ts";
import { createSubscriptionReviewService } from "#server/features/subscriptions/review/review.ts";
import { createSubscriptionSigningService } from "#server/features/subscriptions/signing/signing.ts";
import { createInvestorRecordsService } from "#server/features/fund-ledger/investor-records.ts";
import { createMediaService } from "#server/features/publishing/media.ts";
import { createResourceService } from "#server/features/publishing/resources.ts";
import { createStaffDocumentService } from "#server/features/documents/staff-documents.ts";
import { createDeliveryChannelService } from "#server/features/documents/delivery-channels.ts";
import { createStaffInquiryService } from "#server/features/inquiries/staff-inquiries.ts";
import { createProspectService } from "#server/features/prospects/prospects.ts";
import { createOfferingService } from "#server/features/offerings/offerings.ts";
import { createQuestionnaireService } from "#server/features/subscriptions/questionnaire/questionnaire.ts";
import { createStatsService } from "#server/features/staff/stats.ts";
import { createVideoService } from "#server/features/publishing/videos.ts";
import { createPodcastService } from "#server/features/publishing/podcasts.ts";
import { createUserService } from "#server/features/accounts/users.ts";
import { createInvitationService } from "#server/features/accounts/invitations.ts";
import { createPasswordResetService } from "#server/features/accounts/password-reset.ts";
import { createRateLimiter } from "#server/platform/rate-limiter.ts";
import { createTwoFactorService } from "#server/features/accounts/two-factor.ts";
import { createFirmLists } from "#server/platform/cache/firm-lists.ts";
import { createPublicCache, type PublicCache } from "#server/platform/cache/public-cache.ts";
import { ResponseCache } from "#server/platform/cache/response-cache.ts";

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
  /** More places the article records find our images' bytes (e.g. the media library); decision 0031. */
  imageReaders?: readonly SiteImageReader[];
  /** PostgreSQL in production: cache invalidations reach the other instances (decision 0035). */
  notifyOtherInstances?: boolean;
  /**
   * The one clock of the services (decision 0054): sessions, two-factor steps and challenges, the
   * account page, the fund ledger's "today", the portal's upcoming events, and the pages' "now".
   * The time of day unless given; tests fix it instead of waiting (decision 0049).
   */
  now?: () => Date;
}

/**
 * The service with each named write followed, once it committed, by the cache invalidation (here
 * and on the other instances): the public pages and the private pages' firm-wide lists
 * (firm-lists.ts, decision 0041) show these tables.
 */
function invalidatingWrites<S extends object>(service: S, writes: readonly (keyof S)[], publicCache: PublicCache): S {
  const wrapped = { ...service };
  for (const name of writes) {
    const write = service[name] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<keyof S, unknown>)[name] = async (...args: unknown[]) => {
      const result = await write.apply(service, args);
      await publicCache.invalidate();
      return result;
    };
  }
  return wrapped;
}

const WRITES = ["create", "update", "delete"] as const;

/**
 * The one set of services of a process, bound to its database. The Fastify API and the React
 * Router loaders (through the load context) share it, so there is one database handle and one
 * cache per process.
 */
export function createServices(db: Database, options: ServiceOptions = {}) {
  const cache = new ResponseCache();
  const publicCache = createPublicCache(cache, db, { notifyOtherInstances: options.notifyOtherInstances });
  const rateLimiter = createRateLimiter(db);
  const audit = createAuditService(db);
  const now = options.now ?? (() => new Date());
  const nowMs = () => now().getTime();
  const sessions = createSessionService(db, nowMs, { twoFactorExempt: options.twoFactorExempt });
  const mail = createMailQueue(db, { baseUrl: options.baseUrl ?? "http://127.0.0.1:3000" });
  const fundLedger = createFundLedgerService(db, audit, mail, () => todayUtc(now()));
  const invitations = createInvitationService(db, { audit, mail, sessions });
  const twoFactor = createTwoFactorService(db, { audit, mail, sessions, rateLimiter, now: nowMs });
  const media = createMediaService(db, audit);
  // A record of a publication hashes the library's images and renders their srcset like the page.
  const mediaReader: SiteImageReader = async (sitePath, executor) => {
    const address = /^\/media\/([1-9]\d{0,9})-([0-9a-f]{8})\/([^/]+)$/.exec(sitePath);
    if (!address) return null;
    return (await media.rendition(Number(address[1]), address[2], address[3], executor))?.bytes ?? null;
  };
  const articleSnapshots = createSnapshotStore(db, {
    imageReaders: [...(options.imageReaders ?? []), mediaReader],
    mediaDimensions: media.dimensions,
  });
  const kyc = createKycService(db, { audit, now });
  const accreditations = createAccreditationService(db, { audit, now });
  const articlePublishing = createArticlePublishingService(db, {
    cache: publicCache,
    audit,
    snapshots: articleSnapshots,
  });
  return {
    db,
    /** The server's clock: loaders hand it to todayUtc (domain/dates.ts) and the pages. */
    now,
    cache,
    /** Firm-wide lists the private pages share, cleared with the public cache (decision 0041). */
    firmLists: createFirmLists(cache),
    /** The one way to invalidate public responses, here and on the other instances. */
    publicCache,
    rateLimiter,
    audit,
    sessions,
    mail,
    mailOutbox: createMailOutboxService(db, audit, { onRetry: mail.notifyQueued }),
    mailPreferences: createMailPreferenceService(db, audit),
    twoFactor,
    login: createLoginService({ db, sessions, audit, rateLimiter, twoFactor, demoHint: options.demoHint }),
    articles: createArticleService(db, publicCache, audit, {
      publishing: articlePublishing,
      snapshots: articleSnapshots,
    }),
    articlePublishing,
    articleSnapshots,
    articleRevisions: createArticleRevisionService(db),
    users: createUserService(db, { sessions, audit, invitations }),
    account: createAccountService({ db, sessions, audit, rateLimiter, mail, now: nowMs }),
    invitations,
    passwordReset: createPasswordResetService(db, { audit, mail, sessions, rateLimiter }),
    inquiries: createInquiryService(db, rateLimiter),
    staffInquiries: createStaffInquiryService(db, audit),
    prospects: createProspectService(db, audit),
    /** Offerings and the data room (issue 25 §2, decision 0065). */
    offerings: createOfferingService(db, { audit, mail, now }),
    investments: invalidatingWrites(createInvestmentService(db, audit), WRITES, publicCache),
    resources: invalidatingWrites(createResourceService(db, audit), WRITES, publicCache),
    media,
    videos: invalidatingWrites(createVideoService(db, audit), WRITES, publicCache),
    podcasts: invalidatingWrites(createPodcastService(db, audit), WRITES, publicCache),
    datasets: createDatasetService(db),
    stats: createStatsService(db),
    fundSummaries: createFundSummaryService(db),
    fundLedger,
    /** Each fund's terms, side letters and management fees (issue 26, decision 0068). */
    fundTerms: createFundTermsService(db, audit, () => todayUtc(now())),
    fundLists: createFundListsService(db),
    /** The distribution waterfall's simulator and the history it reads (issue 26 §3, decision 0066). */
    fundEconomics: createFundEconomicsService(db),
    /** Distributions paid by ACH: NACHA files and marking paid from them (decision 0067). */
    achPayments: createAchPaymentService(db, { audit, now }),
    /** A fund's workbook: its export for a period and importing a firm's books (decision 0070). */
    fundWorkbooks: createFundWorkbookService(db, { audit, ledger: fundLedger, now }),
    firmEvents: createFirmEventService(db, audit, now),
    investorRecords: createInvestorRecordsService(db, audit, fundLedger),
    entities: createEntityService(db, fundLedger),
    staffEntities: createStaffEntityService(db, audit, fundLedger, now),
    /** An entity's people: invitations and grants (decision 0060, slice 3). */
    entityPeople: createEntityPeopleService(db, { audit, mail, rateLimiter }),
    entityInvitations: createEntityInvitationAcceptance(db, { audit, sessions }),
    /** An entity's tax details and bank account (decision 0060, slice 5). */
    entityTaxBank: createEntityTaxBankService(db, { audit, mail, now }),
    /** Sanctions screening of entities (issue 25 §4, decision 0064). */
    kyc,
    /** Staff review of subscriptions and accreditation decisions (issue 25 §4, decision 0065). */
    accreditations,
    subscriptionReview: createSubscriptionReviewService(db, { audit, kyc, accreditations, now }),
    /** Subscriptions' e-signature, seal, countersignature and execution (issue 25 §3–4, decision 0065). */
    subscriptionSigning: createSubscriptionSigningService(db, { audit, mail, now }),
    /** The investor's subscription questionnaire and accreditation submission (decision 0065). */
    subscriptionQuestionnaire: createQuestionnaireService(db, audit, now),
    staffDocuments: createStaffDocumentService(db, audit, mail),
    deliveryChannels: createDeliveryChannelService(db),
    demoContent: createDemoContentService(db),
  };
}

export type AppServices = ReturnType<typeof createServices>;
