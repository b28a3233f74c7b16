// The terms of invitations and password resets (docs/decisions/0027), apart from their schemas so
// the staff screens can say them without loading the link pages' validation (decision 0018).

export const INVITATION_TTL_HOURS = 72;
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** The users list's view of an invited account (docs/product.md §Staff screens). */
export type InvitationState = "pending" | "expired" | "none";
