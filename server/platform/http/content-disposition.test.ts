import { describe, expect, it } from "vitest";
import { attachmentDisposition, fileSlug } from "./content-disposition.ts";

describe("attachmentDisposition", () => {
  it("gives an ASCII slug as filename and the readable name as filename* (RFC 6266)", () => {
    expect(attachmentDisposition("Q3 2024 Quarterly Statement", "application/pdf")).toBe(
      `attachment; filename="q3-2024-quarterly-statement.pdf"; filename*=UTF-8''Q3%202024%20Quarterly%20Statement.pdf`,
    );
    // A NACHA file (decision 0067): plain text, named .txt whatever its charset.
    expect(attachmentDisposition("Fund II distribution 2 ACH file 2026-11-27 A", "text/plain; charset=us-ascii")).toBe(
      `attachment; filename="fund-ii-distribution-2-ach-file-2026-11-27-a.txt"; filename*=UTF-8''Fund%20II%20distribution%202%20ACH%20file%202026-11-27%20A.txt`,
    );
    expect(attachmentDisposition("Café Report (draft)", "application/pdf")).toBe(
      `attachment; filename="cafe-report-draft.pdf"; filename*=UTF-8''Caf%C3%A9%20Report%20%28draft%29.pdf`,
    );
  });

  it("keeps quotes, separators and control characters out of both names", () => {
    const header = attachmentDisposition('a"b/..\\c\r\nSet-Cookie: x', "application/pdf");
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a-b-c-set-cookie-x.pdf"; filename*=UTF-8''a%20b%20..%20c%20Set-Cookie%20x.pdf`,
    );
    expect(fileSlug("——")).toBe("document");
    expect(attachmentDisposition("Notes", "application/octet-stream")).toBe(
      `attachment; filename="notes"; filename*=UTF-8''Notes`,
    );
  });
});
