// The subscription's state machine (issue 25 §4, decision 0065) as one pure table: no step is
// skipped, nothing leaves a final state, and the pages' buttons follow from the same table.
import { describe, expect, it } from "vitest";
import { actionsFrom, answersEditable, mayTransition, SUBSCRIPTION_ACTIONS } from "./subscription-states.ts";
import { FINAL_SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUSES } from "./subscriptions.ts";

describe("subscription states", () => {
  it("follows Draft → Submitted → Approved → Countersigned → Fully executed, with a revision loop", () => {
    expect(mayTransition("submit", "draft")).toBe(true);
    expect(mayTransition("request_revision", "submitted")).toBe(true);
    expect(mayTransition("submit", "pending_revision")).toBe(true);
    expect(mayTransition("approve", "submitted")).toBe(true);
    expect(mayTransition("countersign", "approved")).toBe(true);
    expect(mayTransition("execute", "countersigned")).toBe(true);
  });

  it("refuses every skipped step", () => {
    expect(mayTransition("approve", "draft")).toBe(false);
    expect(mayTransition("approve", "pending_revision")).toBe(false);
    expect(mayTransition("countersign", "submitted")).toBe(false);
    expect(mayTransition("execute", "approved")).toBe(false);
    expect(mayTransition("execute", "submitted")).toBe(false);
    expect(mayTransition("request_revision", "approved")).toBe(false);
  });

  it("refuses a second move to the same state (a double click)", () => {
    for (const [action, { to }] of Object.entries(SUBSCRIPTION_ACTIONS)) {
      expect(mayTransition(action as keyof typeof SUBSCRIPTION_ACTIONS, to), action).toBe(false);
    }
  });

  it("moves nothing out of a final state", () => {
    for (const status of FINAL_SUBSCRIPTION_STATUSES) {
      expect(actionsFrom(status, "staff"), status).toEqual([]);
      expect(actionsFrom(status, "investor"), status).toEqual([]);
    }
  });

  it("offers staff and the investor their own actions only", () => {
    expect(actionsFrom("submitted", "staff")).toEqual(["request_revision", "approve", "decline"]);
    expect(actionsFrom("approved", "staff")).toEqual(["countersign", "decline"]);
    expect(actionsFrom("countersigned", "staff")).toEqual(["execute", "decline"]);
    expect(actionsFrom("pending_revision", "staff")).toEqual(["decline"]);
    expect(actionsFrom("draft", "staff")).toEqual([]);
    expect(actionsFrom("draft", "investor")).toEqual(["submit", "withdraw"]);
    expect(actionsFrom("countersigned", "investor")).toEqual([]);
  });

  it("lets the investor change answers only in a draft or when sent back", () => {
    const editable = SUBSCRIPTION_STATUSES.filter(answersEditable);
    expect(editable).toEqual(["draft", "pending_revision"]);
  });
});
