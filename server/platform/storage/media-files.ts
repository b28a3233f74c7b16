import { parseBuffer } from "music-metadata";
import { AppError } from "#server/platform/errors.ts";
import { formatFileSize } from "./files.ts";

/**
 * Audio and video uploads checked by their bytes (never by name or declared type), and their
 * duration read from the file itself with music-metadata (decision 0034).
 */

export type MediaKind = "audio" | "video";
export const AUDIO_TYPES = { "audio/mpeg": "MP3", "audio/mp4": "M4A" } as const;
export const VIDEO_TYPES = { "video/mp4": "MP4", "video/webm": "WebM" } as const;
export type AudioType = keyof typeof AUDIO_TYPES;
export type VideoType = keyof typeof VIDEO_TYPES;

// ISO BMFF brands of audio-only files (iTunes M4A/M4B, Adobe F4A).
const AUDIO_BRANDS = new Set(["M4A ", "M4B ", "F4A ", "F4B "]);
// Brands of MP4 video as encoders write them.
const VIDEO_BRANDS = new Set(["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "dash", "msnv"]);

/** The brands of an ISO BMFF file's leading ftyp box (major, then compatible), or null. */
function ftypBrands(bytes: Buffer): string[] | null {
  if (bytes.length < 16 || bytes.toString("latin1", 4, 8) !== "ftyp") return null;
  const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  if (size < 16) return null;
  const brands = [bytes.toString("latin1", 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(bytes.toString("latin1", at, at + 4));
  return brands;
}

/** An MPEG audio Layer III frame header at `at`: sync, a known version, layer III, a real bitrate and rate. */
function isMp3FrameHeader(bytes: Buffer, at: number): boolean {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) return false;
  const version = (bytes[at + 1] >> 3) & 0x03;
  const layer = (bytes[at + 1] >> 1) & 0x03;
  const bitrate = bytes[at + 2] >> 4;
  const rate = (bytes[at + 2] >> 2) & 0x03;
  return version !== 0b01 && layer === 0b01 && bitrate !== 0 && bitrate !== 0x0f && rate !== 0b11;
}

/** MP3: an ID3v2 tag, or a Layer III frame header at the first byte. */
function isMp3(bytes: Buffer): boolean {
  return bytes.toString("latin1", 0, 3) === "ID3" || isMp3FrameHeader(bytes, 0);
}

/** The audio type the bytes are, or null. */
export function sniffAudio(bytes: Buffer): AudioType | null {
  if (isMp3(bytes)) return "audio/mpeg";
  const brands = ftypBrands(bytes);
  if (brands?.some((b) => AUDIO_BRANDS.has(b))) return "audio/mp4";
  return null;
}

/** The video type the bytes are, or null. */
export function sniffVideo(bytes: Buffer): VideoType | null {
  const brands = ftypBrands(bytes);
  if (brands && !brands.some((b) => AUDIO_BRANDS.has(b)) && brands.some((b) => VIDEO_BRANDS.has(b))) {
    return "video/mp4";
  }
  // EBML magic, then a DocType "webm" within the header.
  if (bytes.length > 8 && bytes.readUInt32BE(0) === 0x1a45dfa3 && bytes.subarray(0, 64).includes("webm", 0, "latin1")) {
    return "video/webm";
  }
  return null;
}

export interface CheckedMedia<T extends string> {
  bytes: Buffer;
  contentType: T;
  durationSeconds: number;
}

/**
 * The upload checked as `kind`: empty is a 400, over `maxBytes` a 413, anything but the accepted
 * formats (or a file whose duration cannot be read) a 415; each names the field.
 */
export async function checkMedia(
  kind: "audio",
  file: { bytes: Buffer; fileName?: string },
  field: string,
  maxBytes: number,
): Promise<CheckedMedia<AudioType>>;
export async function checkMedia(
  kind: "video",
  file: { bytes: Buffer; fileName?: string },
  field: string,
  maxBytes: number,
): Promise<CheckedMedia<VideoType>>;
export async function checkMedia(
  kind: MediaKind,
  { bytes, fileName }: { bytes: Buffer; fileName?: string },
  field: string,
  maxBytes: number,
): Promise<CheckedMedia<string>> {
  const label = fileName ? `"${fileName}"` : "The file";
  const fail = (code: "VALIDATION" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE", message: string) =>
    new AppError(code, `${message}: ${field}`, { fieldErrors: { [field]: [message] } });
  if (bytes.length === 0) throw fail("VALIDATION", `${label} is empty`);
  if (bytes.length > maxBytes) throw fail("PAYLOAD_TOO_LARGE", `${label} is larger than ${formatFileSize(maxBytes)}`);
  const accepted = kind === "audio" ? "an MP3 or M4A (AAC) audio file" : "an MP4 or WebM video file";
  const contentType = kind === "audio" ? sniffAudio(bytes) : sniffVideo(bytes);
  if (!contentType) throw fail("UNSUPPORTED_MEDIA_TYPE", `${label} is not ${accepted}`);
  const durationSeconds = await durationOf(bytes, contentType);
  if (durationSeconds === null) {
    throw fail("UNSUPPORTED_MEDIA_TYPE", `${label} could not be read as ${accepted} (no playable duration)`);
  }
  return { bytes, contentType, durationSeconds };
}

/** Whole seconds of playback as the file's own headers (or frames) state, or null if unreadable. */
async function durationOf(bytes: Buffer, contentType: string): Promise<number | null> {
  let seconds: number | undefined;
  try {
    // duration: true scans MP3 frames when no Xing/VBRI header states the length.
    const { format } = await parseBuffer(bytes, { mimeType: contentType, size: bytes.length }, { duration: true });
    seconds = format.duration;
  } catch {
    return null;
  }
  // music-metadata times an MP4 by its audio track; a silent video has only the movie header's.
  if (seconds === undefined && contentType === "video/mp4") seconds = mp4MovieDuration(bytes) ?? undefined;
  return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : null;
}

/** Seconds the movie header (moov/mvhd, ISO/IEC 14496-12 §8.2.2) states, or null without one. */
function mp4MovieDuration(bytes: Buffer): number | null {
  const child = (from: number, to: number, type: string): [number, number] | null => {
    for (let at = from; at + 8 <= to;) {
      let size = bytes.readUInt32BE(at);
      let header = 8;
      if (size === 1 && at + 16 <= to) {
        size = Number(bytes.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = to - at;
      if (size < header || at + size > to) return null;
      if (bytes.toString("latin1", at + 4, at + 8) === type) return [at + header, at + size];
      at += size;
    }
    return null;
  };
  const moov = child(0, bytes.length, "moov");
  const mvhd = moov && child(moov[0], moov[1], "mvhd");
  if (!mvhd) return null;
  const [at, end] = mvhd;
  const version = bytes[at];
  if (version === 1 && at + 32 <= end) {
    return Number(bytes.readBigUInt64BE(at + 24)) / (bytes.readUInt32BE(at + 20) || NaN);
  }
  if (version === 0 && at + 20 <= end) return bytes.readUInt32BE(at + 16) / (bytes.readUInt32BE(at + 12) || NaN);
  return null;
}
