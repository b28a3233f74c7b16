// The data room's stamp (issue 25 §2): every page of a document a person opens or downloads
// carries, at its foot, their name, e-mail and the time (UTC), so a copy that travels says whose
// it was. pdf-lib (decision 0065) edits the stored original; the original itself never changes.
import { PDFDocument, rgb, StandardFonts, type PDFFont } from "pdf-lib";

const FONT_SIZE = 7;
const MIN_FONT_SIZE = 4;
const MARGIN = 12;

/** "2026-11-28 21:03 UTC": the stamp's time, to the minute. */
export const stampTime = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export const stampText = (reader: { name: string; email: string }, at: Date) =>
  `Confidential — prepared for ${reader.name} (${reader.email}) on ${stampTime(at)}`;

/** The text with each character the standard font cannot draw (outside WinAnsi) replaced by "?". */
function drawable(font: PDFFont, text: string) {
  return [...text]
    .map((character) => {
      try {
        font.encodeText(character);
        return character;
      } catch {
        return "?";
      }
    })
    .join("");
}

/** The PDF with the stamp on every page, as new bytes. */
export async function stampPdf(original: Buffer, reader: { name: string; email: string }, at: Date): Promise<Buffer> {
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = drawable(font, stampText(reader, at));
  for (const page of pdf.getPages()) {
    // The visible area of the page (a crop box may sit anywhere on the media box).
    const box = page.getCropBox();
    const room = box.width - 2 * MARGIN;
    const width = font.widthOfTextAtSize(text, FONT_SIZE);
    const size = Math.max(MIN_FONT_SIZE, width > room ? (FONT_SIZE * room) / width : FONT_SIZE);
    const y = box.y + MARGIN / 2;
    page.drawRectangle({
      x: box.x,
      y: box.y,
      width: box.width,
      height: MARGIN + size,
      color: rgb(1, 1, 1),
      opacity: 0.85,
    });
    page.drawText(text, { x: box.x + MARGIN, y, size, font, color: rgb(0.25, 0.25, 0.3) });
  }
  return Buffer.from(await pdf.save());
}
