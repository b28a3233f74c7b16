// The demo's subscriptions taken to the states the staff list shows (issue 25's demo content,
// decision 0065) through the same services the pages call: each questionnaire checked complete,
// accreditation submitted and decided, every signatory signing the document they are shown, KYC
// screened, approved, countersigned and executed (the commitment posted, the sealed PDF stored and
// delivered). It runs in the seed's transaction, after the funds' history (so a commitment posted
// here splits no past call): the services' own transactions become savepoints of it, and each step
// is dated by the clock the services are given.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { SessionUser } from "#domain/auth.ts";
import type { SubscriptionStatus } from "#domain/subscriptions.ts";
import { createKycService } from "#server/features/kyc/kyc.ts";
import { createQuestionnaireService } from "#server/features/subscriptions/questionnaire/questionnaire.ts";
import { createAccreditationService } from "#server/features/subscriptions/review/accreditations.ts";
import { createSubscriptionReviewService } from "#server/features/subscriptions/review/review.ts";
import type { RequestEvidence } from "#server/features/subscriptions/signing/sign-evidence.ts";
import { createSubscriptionSigningService } from "#server/features/subscriptions/signing/signing.ts";
import { createAuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { entityRoles } from "#server/platform/db/schema/investing-entities.ts";
import { accreditations, subscriptions } from "#server/platform/db/schema/subscriptions.ts";
import { mailMessages } from "#server/platform/db/schema/mail-messages.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { createMailQueue } from "#server/platform/mail/queue.ts";
import { actingAs, type Transaction } from "#server/platform/staff-write.ts";

const HOUR_MS = 3_600_000;

/** Where a demo subscription ends up, and the staff's words on the way. */
export type DemoTarget =
  | { status: Exclude<SubscriptionStatus, "pending_revision" | "declined"> }
  | { status: "pending_revision"; comment: { field: string; comment: string } }
  | { status: "declined"; reason: string };

export interface DemoFlow {
  subscriptionId: number;
  /** The day it was signed (and its later steps, hours apart): this many days before the seed. */
  daysAgo: number;
  target: DemoTarget;
  /** Staff verify the accreditation submitted (the minimum-investment route). */
  verified: boolean;
}

// Demo addresses from RFC 5737's documentation range: plainly not anyone's.
const investorEvidence = (userAgent: string): RequestEvidence => ({ ip: "198.51.100.24", userAgent, sessionId: null });
const DEMO_BROWSER = "Mozilla/5.0 (demo content; no browser signed this)";

/** The services the pages use, bound to the seed's transaction and a clock the steps move. */
function servicesIn(tx: Transaction, clock: { at: Date }, baseUrl: string) {
  const db = tx as unknown as Database;
  const now = () => clock.at;
  const audit = createAuditService(db);
  const kyc = createKycService(db, { audit, now });
  const accreditationService = createAccreditationService(db, { audit, now });
  return {
    questionnaire: createQuestionnaireService(db, audit, now),
    accreditations: accreditationService,
    review: createSubscriptionReviewService(db, { audit, kyc, accreditations: accreditationService, now }),
    signing: createSubscriptionSigningService(db, {
      audit,
      mail: createMailQueue(db, { baseUrl }),
      now,
    }),
  };
}

async function sessionUser(tx: Transaction, id: number): Promise<SessionUser> {
  const [u] = await tx.select().from(users).where(eq(users.id, id));
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role as SessionUser["role"],
    fundIAccess: u.fundIAccess,
    fundIIAccess: u.fundIIAccess,
    twoFactorEnabled: false,
    twoFactorEnrolmentRequired: false,
  };
}

const typed = (user: SessionUser) => [user.firstName, user.lastName].filter(Boolean).join(" ");

/** Runs each flow from its draft (answers complete, as the investor left them) to its target. */
export async function driveDemoSubscriptions(
  tx: Transaction,
  { now, baseUrl }: { now: Date; baseUrl: string },
  adminId: number,
  flows: readonly DemoFlow[],
): Promise<void> {
  const clock = { at: now };
  const s = servicesIn(tx, clock, baseUrl);
  // The demo sends no e-mail (its timelines say so): what the steps queue is dropped below.
  const [{ lastMail }] = await tx
    .select({ lastMail: sql<number>`coalesce(max(${mailMessages.id}), 0)` })
    .from(mailMessages);
  const admin = await sessionUser(tx, adminId);
  const staff = actingAs(admin, "198.51.100.10");
  for (const flow of flows) {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, flow.subscriptionId));
    const starter = await sessionUser(tx, sub.startedBy);
    const base = now.getTime() - flow.daysAgo * 24 * HOUR_MS;
    let step = 0;
    const at = () => (clock.at = new Date(base + step++ * 3 * HOUR_MS));
    const { status } = flow.target;
    if (status === "draft") continue;
    at();
    if (status === "withdrawn") {
      await s.questionnaire.withdraw(starter, "198.51.100.24", sub.id);
      continue;
    }

    // The investor: accreditation (Rule 506(c): the minimum-investment route), the answers checked
    // complete, then every signatory signs the document shown; the last signature submits it.
    await s.questionnaire.submitAccreditation(starter, "198.51.100.24", sub.id, {
      method: "minimum_investment",
      accredited: true,
      notFinanced: true,
    });
    const [{ answersVersion }] = await tx
      .select({ answersVersion: subscriptions.answersVersion })
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id));
    await s.questionnaire.readyToSign(starter, sub.id, answersVersion);
    const signatories = await tx
      .select({ userId: entityRoles.userId })
      .from(entityRoles)
      .where(
        and(eq(entityRoles.entityId, sub.entityId), eq(entityRoles.role, "signatory"), isNull(entityRoles.revokedAt)),
      );
    for (const { userId } of signatories) {
      const signer = await sessionUser(tx, userId);
      const { documentSha256 } = await s.signing.view(sub.id, signer);
      await s.signing.sign(
        sub.id,
        signer,
        { consent: true, typedName: typed(signer), documentSha256 },
        investorEvidence(DEMO_BROWSER),
      );
    }

    // Staff.
    if (flow.verified) {
      at();
      const [pending] = await tx
        .select({ id: accreditations.id })
        .from(accreditations)
        .where(and(eq(accreditations.subscriptionId, sub.id), eq(accreditations.status, "pending")));
      await s.accreditations.decide(
        pending.id,
        {
          decision: "verified",
          note: "Minimum-investment route: the commitment and both representations are on file.",
        },
        staff,
      );
    }
    if (status === "submitted") continue;
    at();
    if (status === "pending_revision") {
      await s.review.requestRevision(sub.id, { comments: [flow.target.comment] }, staff);
      continue;
    }
    if (status === "declined") {
      await s.review.decline(sub.id, flow.target.reason, staff);
      continue;
    }
    await s.review.screen(sub.id, staff);
    await s.review.approve(sub.id, staff);
    if (status === "approved") continue;
    at();
    await s.signing.countersign(
      sub.id,
      admin,
      { consent: true, typedName: typed(admin) },
      {
        ip: "198.51.100.10",
        userAgent: DEMO_BROWSER,
        sessionId: null,
      },
    );
    if (status === "countersigned") continue;
    at();
    await s.signing.execute(sub.id, staff);
  }
  await tx.delete(mailMessages).where(gt(mailMessages.id, Number(lastMail)));
}
