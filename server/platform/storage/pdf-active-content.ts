import { inflateSync } from "node:zlib";

// Active content in an uploaded PDF (docs/decisions/0047-delivery-and-uploads.md). Investors open
// what we deliver in their own PDF readers, and a browser may render a file that is both a PDF and
// an HTML page. So a PDF is refused, not delivered, when it holds anything that runs or reaches
// out by itself: JavaScript (in /OpenAction, /AA or anywhere), launch and form-submit actions,
// embedded files, rich media, XFA forms; or HTML markup in its bytes (a PDF/HTML polyglot).
// Statements and reports need none of these; a refused file is exported again as a plain PDF.

/** PDF names (ISO 32000-1 §12.6, §7.11.4, §13.2, §12.7.8) that only active content uses. */
const ACTIVE_NAMES = new Map<string, string>([
  ["JavaScript", "JavaScript"],
  ["JS", "JavaScript"],
  ["AA", "actions that run by themselves"],
  ["Launch", "an action that launches a program"],
  ["SubmitForm", "a form that sends data elsewhere"],
  ["ImportData", "an action that imports data"],
  ["GoToE", "an action that opens an embedded file"],
  ["EmbeddedFile", "an embedded file"],
  ["EmbeddedFiles", "embedded files"],
  ["RichMedia", "rich media"],
  ["XFA", "an XFA form"],
]);

/** HTML a browser would act on if it took the file for a page. */
const HTML_MARKUP = /<\s*(?:!doctype|html|head|body|script|iframe|object|embed|svg|meta|form|img|a\s)[\s>/]/i;

// A name is "/" then regular characters; "#xx" writes any byte in hex (§7.3.5), so
// "/J#61vaScript" is /JavaScript and is decoded before comparing.
const NAME = /\/([^\s()<>[\]{}/%]+)/g;
const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function activeNameIn(text: string): string | null {
  for (const match of text.matchAll(NAME)) {
    const found = ACTIVE_NAMES.get(decodeName(match[1]));
    if (found) return found;
  }
  return null;
}

// Objects may sit compressed in object streams (§7.5.7), where a scan of the raw bytes cannot see
// them: every Flate stream is inflated (bounded) and scanned too.
const STREAM = /stream\r?\n/g;
const MAX_INFLATED = 64 * 1024 * 1024;

function* inflatedStreams(bytes: Buffer, text: string): Generator<string> {
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) return;
    try {
      yield inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED }).toString("latin1");
    } catch {
      // Not Flate data (an image, another filter) or truncated: nothing to read as objects.
    }
  }
}

/** What active content the PDF holds, in words, or null when it holds none. */
export function activeContentOf(bytes: Buffer): string | null {
  const raw = bytes.toString("latin1");
  if (HTML_MARKUP.test(raw)) return "HTML markup";
  const plain = activeNameIn(raw);
  if (plain) return plain;
  for (const inflated of inflatedStreams(bytes, raw)) {
    const hidden = activeNameIn(inflated);
    if (hidden) return hidden;
  }
  return null;
}
