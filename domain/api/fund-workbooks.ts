// A fund's workbook (issue 26 §6, decision 0070): its export for a period, and importing a firm's
// books from one (a preview that stores nothing, then the import, all or nothing).
import * as z from "zod/mini";
import { FUND_SLUGS } from "#domain/fund-slug.ts";
import { workbookQuerySchema, XLSX_TYPE, type WorkbookImportResult } from "#domain/fund-workbook.ts";
import { binary, describing, fileAnswer, operation } from "./contract.ts";
import { fundTypeSchema } from "./fund-views.ts";

const tags = ["Fund operations"];
const fundParams = z.object({ fund: z.enum(Object.keys(FUND_SLUGS) as [string, ...string[]]) });

export const workbookImportSchema = describing<WorkbookImportResult>()(
  z.object({
    fundType: z.nullable(fundTypeSchema),
    stored: z.boolean(),
    errors: z.array(z.object({ sheet: z.string(), row: z.number(), column: z.string(), message: z.string() })),
    counts: z.object({
      entities: z.number(),
      commitments: z.number(),
      calls: z.number(),
      callParts: z.number(),
      payments: z.number(),
      distributions: z.number(),
      distributionParts: z.number(),
      valuations: z.number(),
    }),
  }),
).register(z.globalRegistry, { id: "WorkbookImport" });

export const fundWorkbookApi = {
  download: operation({
    operationId: "downloadFundWorkbook",
    summary: "A fund's capital accounts, calls, distributions, valuations and terms for a period (.xlsx; audited)",
    tags,
    params: fundParams,
    querystring: workbookQuerySchema,
    response: { 200: fileAnswer("Excel workbook (attachment)", XLSX_TYPE) },
  }),
  preview: operation({
    operationId: "previewWorkbookImport",
    summary:
      "Check a fund's workbook against the ledger's rules: each error by sheet, row and column, and what would be created (nothing is stored; multipart: `file`)",
    tags,
    consumes: ["multipart/form-data"],
    body: z.object({ file: binary }),
    response: { 200: workbookImportSchema },
  }),
  import: operation({
    operationId: "importWorkbook",
    summary:
      "Import a fund's books from a workbook, all or nothing (audited; multipart: `file`); any error is a 400 naming each",
    tags,
    consumes: ["multipart/form-data"],
    body: z.object({ file: binary }),
    response: { 201: workbookImportSchema },
  }),
};
