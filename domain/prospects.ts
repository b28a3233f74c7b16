import * as z from "zod/mini";
import { optionalDate, optionalText, requiredText } from "./fields.ts";
import { pageQuerySchema } from "./paging.ts";

// Prospects (issue 25 §1): the pipeline from a first contact to a commitment. Every public inquiry
// becomes one (deduplicated by e-mail, by the database itself: migration 0033's trigger).

/** The pipeline's stages in order, then Lost (with a reason) beside them. */
export const PROSPECT_STAGES = [
  "new",
  "contacted",
  "qualified",
  "invited",
  "subscribing",
  "committed",
  "lost",
] as const;
export type ProspectStage = (typeof PROSPECT_STAGES)[number];

export const PROSPECT_STAGE_LABELS: Record<ProspectStage, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  invited: "Invited to offering",
  subscribing: "Subscribing",
  committed: "Committed",
  lost: "Lost",
};

/** What a prospect's timeline records. */
export const PROSPECT_ACTIVITY_KINDS = [
  "inquiry",
  "note",
  "stage_changed",
  "owner_changed",
  "next_step_set",
  "email_sent",
  "data_room_view",
  "subscription_step",
] as const;
export type ProspectActivityKind = (typeof PROSPECT_ACTIVITY_KINDS)[number];

export const PROSPECT_LIMITS = { note: 2000, nextStep: 200, lostReason: 300, q: 100 } as const;

export interface Prospect {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  stage: ProspectStage;
  lostReason: string | null;
  ownerId: number | null;
  ownerName: string | null;
  nextStep: string | null;
  nextStepDate: string | null;
  /** The fund the first inquiry was about (the inquiry form's investment interest). */
  interest: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ProspectActivity {
  id: number;
  at: string;
  kind: ProspectActivityKind;
  /** The inquiry's message, the note, or what changed. */
  summary: string;
  actorName: string | null;
}

export interface ProspectDetail extends Prospect {
  activities: ProspectActivity[];
}

/** A staff member a prospect can be given to. */
export interface StaffOption {
  id: number;
  name: string;
}

const stageSchema = z.enum(PROSPECT_STAGES, { error: `stage must be one of: ${PROSPECT_STAGES.join(", ")}` });
const ownerSchema = z.coerce.number({ error: "owner must be a staff member's id" }).check(z.int(), z.positive());

/** The list's filters (the URL's ?stage=, ?owner=, ?q=), shared by the page and the CSV export. */
export const prospectFilterShape = { stage: z.optional(stageSchema), owner: z.optional(ownerSchema) };
export const PROSPECT_SORTS = ["updated", "name", "email", "stage", "next"] as const;
export const prospectPageQuerySchema = pageQuerySchema(PROSPECT_SORTS, prospectFilterShape);
export const prospectExportQuerySchema = z.object({
  ...prospectFilterShape,
  q: prospectPageQuerySchema.shape.q,
});
export type ProspectFilter = z.infer<typeof prospectExportQuerySchema>;

/**
 * A change to a prospect: any of stage (Lost needs its reason), owner (null for none) and next step
 * with its date (null clears them). Only the fields sent change.
 */
export const prospectUpdateSchema = z
  .strictObject({
    stage: z.optional(stageSchema),
    lostReason: optionalText("Lost reason", PROSPECT_LIMITS.lostReason),
    ownerId: z.optional(
      z.nullable(z.number({ error: "ownerId must be a staff member's id" }).check(z.int(), z.positive())),
    ),
    nextStep: optionalText("Next step", PROSPECT_LIMITS.nextStep),
    nextStepDate: optionalDate("Next step date"),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.stage === "lost" && !value.lostReason) {
        ctx.addIssue({ code: "custom", path: ["lostReason"], message: "Say why the prospect was lost", input: value });
      }
      if (value.nextStepDate && !value.nextStep) {
        ctx.addIssue({ code: "custom", path: ["nextStep"], message: "Say what the next step is", input: value });
      }
    }),
  );
export type ProspectUpdate = z.infer<typeof prospectUpdateSchema>;

export const prospectNoteSchema = z.strictObject({ note: requiredText("Note", PROSPECT_LIMITS.note) });
