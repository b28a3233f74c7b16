/**
 * A session's device in plain words ("Chrome on macOS") from its User-Agent header, for the
 * account page's list of sessions. Only the common browsers and systems are named; the header is
 * the client's own claim, so this is a hint to recognise a device, never evidence.
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown browser";
}

// Order matters: Edge and Opera also claim Chrome, Chrome also claims Safari.
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\bHeadlessChrome\//, "Headless Chrome"],
  [/\b(Chrome|Chromium|CriOS)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*Safari\//, "Safari"],
  [/\bcurl\//, "curl"],
  [/\bnode(-fetch)?\b|undici/i, "a script"],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\b(iPhone|iPod)\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const firstMatch = (value: string, table: Array<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(value))?.[1] ?? null;

const browserOf = (userAgent: string) => firstMatch(userAgent, BROWSERS);
const systemOf = (userAgent: string) => firstMatch(userAgent, SYSTEMS);
