// The investor's questionnaire (issue 25 §3, decision 0065): one service binding its use cases.
import type { SessionUser } from "#domain/auth.ts";
import type { StartSubscriptionInput } from "#domain/subscription-questionnaire.ts";
import type { AuditService } from "#server/platform/audit.ts";
import type { Database } from "#server/platform/db/client.ts";
import { actingAs } from "#server/platform/staff-write.ts";
import { listSubscriptions, viewSubscription } from "./read-subscriptions.ts";
import { readyToSign, saveSection, withdrawSubscription } from "./save-answers.ts";
import { entitiesToSubscribeFor, offeringToStart, startSubscription } from "./start-subscription.ts";
import { submitAccreditation, type AccreditationSubmission } from "./submit-accreditation.ts";

export function createQuestionnaireService(db: Database, audit: AuditService, now: () => Date) {
  return {
    list: (user: SessionUser) => listSubscriptions(db, user),
    view: (user: SessionUser, id: number) => viewSubscription(db, user, id, now()),
    /** The offering and the entities the start page offers (refusals as the start would give them). */
    async startChoices(user: SessionUser, offeringId: number) {
      const offering = await offeringToStart(db, user, offeringId);
      return { offering: { id: offering.id, name: offering.name }, entities: await entitiesToSubscribeFor(db, user) };
    },
    start: (user: SessionUser, ip: string, input: StartSubscriptionInput) =>
      startSubscription(db, audit, now(), user, actingAs(user, ip), input),
    saveSection: (
      user: SessionUser,
      id: number,
      section: string,
      input: { answersVersion: number; answers: Record<string, unknown> },
    ) => saveSection(db, user, id, section, input),
    readyToSign: (user: SessionUser, id: number, answersVersion: number) =>
      readyToSign(db, user, id, answersVersion, now()),
    withdraw: (user: SessionUser, ip: string, id: number) =>
      withdrawSubscription(db, audit, user, actingAs(user, ip), id),
    submitAccreditation: (user: SessionUser, ip: string, id: number, input: AccreditationSubmission) =>
      submitAccreditation(db, audit, user, actingAs(user, ip), id, input, now()),
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
