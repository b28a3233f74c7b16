import * as z from "zod/mini";

// The PDFs staff upload (documents), checked in the browser before anything is sent, by the rules
// the server enforces (server/storage/files.ts: 20 MB a file, server/platform/http/uploads.ts: 50 a request,
// PDFs only), so a wrong file is refused at once and inline, like any other field (decision 0054).

export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const MAX_PDFS_PER_UPLOAD = 50;

/** What the check needs of a chosen file (a browser File has these). */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

export const factsOf = ({ name, size, type }: FileFacts): FileFacts => ({ name, size, type });

const isPdf = (file: FileFacts) => file.type === "application/pdf" || /\.pdf$/i.test(file.name);

/** One PDF (`max` 1) or up to `max` of them; `required` says what to do when none is chosen. */
export function pdfFilesSchema(required: string, max = MAX_PDFS_PER_UPLOAD) {
  const file = z.object({ name: z.string(), size: z.number(), type: z.string() });
  return z.array(file).check(
    z.minLength(1, required),
    z.maxLength(max, max === 1 ? "Choose one PDF" : `Choose at most ${max} PDFs at a time`),
    z.superRefine((files, ctx) => {
      const notPdf = files.find((f) => !isPdf(f));
      if (notPdf) ctx.issues.push({ code: "custom", input: files, message: `"${notPdf.name}" is not a PDF` });
      const big = files.find((f) => f.size > MAX_PDF_BYTES);
      if (big) ctx.issues.push({ code: "custom", input: files, message: `"${big.name}" is larger than 20 MB` });
    }),
  );
}

/** The file field of an upload form: `{ [field]: FileFacts[] }`. */
export const pdfFieldSchema = (field: string, required: string, max?: number) =>
  z.object({ [field]: pdfFilesSchema(required, max) });
