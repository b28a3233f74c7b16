import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { pageQuerySchema } from "#domain/paging.ts";
import { loadListPage } from "./list-page.server";

// A list with one filter of its own, as the users tab's ?accounts=.
const schema = pageQuerySchema(["created", "name"], { accounts: z.optional(z.enum(["all", "current", "archived"])) });
type Query = z.infer<typeof schema>;

const queryOf = (search: string) => {
  let seen: Query | undefined;
  return loadListPage(new URL(`http://localhost/admin-portal${search}`), schema, async (query) => {
    seen = query;
    return query;
  }).then(() => seen);
};

describe("loadListPage", () => {
  it("reads a valid query whole", async () => {
    expect(await queryOf("?tab=users&q=Raman&sort=name&dir=asc&accounts=archived")).toEqual({
      q: "Raman",
      sort: "name",
      dir: "asc",
      accounts: "archived",
    });
  });

  it("leaves out only the invalid parameters: the search and the filters still apply", async () => {
    expect(await queryOf("?accounts=archived&dir=sideways")).toEqual({ accounts: "archived" });
    expect(await queryOf("?q=K-1&sort=nonsense")).toEqual({ q: "K-1" });
    expect(await queryOf("?q=Raman&sort=nonsense&dir=up&cursor=not%20a%20cursor&accounts=gone")).toEqual({
      q: "Raman",
    });
  });

  it("cuts a search longer than the box to the box's 100 characters", async () => {
    const long = "W".repeat(150);
    expect(await queryOf(`?q=${long}&sort=name`)).toEqual({ q: "W".repeat(100), sort: "name" });
  });

  it("takes an empty field as no filter", async () => {
    expect(await queryOf("?q=&accounts=&sort=name")).toEqual({ sort: "name" });
  });

  it("starts again from the first page when the service refuses the cursor", async () => {
    const calls: Array<string | undefined> = [];
    const result = await loadListPage(new URL("http://localhost/?cursor=abc&q=x"), schema, async (query) => {
      calls.push(query.cursor);
      if (query.cursor) throw Object.assign(new Error("cursor is not valid"), { code: "VALIDATION" });
      return "first page";
    });
    expect(result).toBe("first page");
    expect(calls).toEqual(["abc", undefined]);
  });
});
