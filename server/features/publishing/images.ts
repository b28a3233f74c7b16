import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import {
  fallbackExtension,
  IMAGE_CONTENT_TYPES,
  MAX_IMAGE_BYTES,
  SOCIAL_IMAGE,
  variantWidths,
  type ImageFormat,
  type MediaVariant,
} from "#domain/media.ts";
import { AppError } from "#server/platform/errors.ts";
import { formatFileSize } from "#server/platform/storage/files.ts";

/**
 * Images checked by their bytes and made into the renditions the site serves
 * (docs/decisions/0033-media-library.md). sharp strips EXIF, GPS and other metadata from every
 * output unless told to keep it; we never tell it to.
 */

// libvips' own cache holds decoded images for reuse: a server that makes each rendition once
// gains nothing from it and would keep the memory.
sharp.cache(false);
/** Decoding a 40-megapixel image takes about 160 MB; larger ones are refused before decoding. */
const MAX_PIXELS = 40_000_000;

/** The type the bytes announce by their first bytes (magic numbers), whatever the file's name says. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP")
    return "webp";
  return null;
}

export interface CheckedImage {
  format: ImageFormat;
  contentType: string;
  /** As displayed (after the EXIF orientation is applied). */
  width: number;
  height: number;
  hasAlpha: boolean;
  sha256: string;
}

const fieldError = (
  code: "VALIDATION" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE",
  field: string,
  message: string,
) => new AppError(code, message, { fieldErrors: { [field]: [message] } });

/**
 * The upload as a JPEG, PNG or WebP image: its first bytes say so and sharp reads it as that
 * format. An empty or unreadable one is a 400, another type (whatever its name) a 415, one over
 * MAX_IMAGE_BYTES a 413; each names the field.
 */
export async function checkImage(bytes: Buffer, field: string, fileName?: string): Promise<CheckedImage> {
  const label = fileName ? `"${fileName}"` : "The file";
  if (bytes.length === 0) throw fieldError("VALIDATION", field, `${label} is empty`);
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw fieldError("PAYLOAD_TOO_LARGE", field, `${label} is larger than ${formatFileSize(MAX_IMAGE_BYTES)}`);
  }
  const format = sniffImageFormat(bytes);
  if (!format) throw fieldError("UNSUPPORTED_MEDIA_TYPE", field, `${label} is not a JPEG, PNG or WebP image`);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw fieldError("VALIDATION", field, `${label} is not a readable image (it may be damaged)`);
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) {
    throw fieldError("VALIDATION", field, `${label} is not a readable image (it may be damaged)`);
  }
  if (metadata.width * metadata.height > MAX_PIXELS) {
    throw fieldError("VALIDATION", field, `${label} has more than ${MAX_PIXELS / 1_000_000} megapixels`);
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: its displayed width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    format,
    contentType: IMAGE_CONTENT_TYPES[format],
    width: turned ? metadata.height : metadata.width,
    height: turned ? metadata.width : metadata.height,
    hasAlpha: metadata.hasAlpha === true,
    sha256: createHash("sha256").update(bytes).digest("hex"),
  };
}

export type RenderedVariant = MediaVariant & { data: Buffer };

/**
 * Every rendition of a checked image: WebP at each width (never upscaled), the fallback (JPEG, or
 * PNG when it has transparency) at the largest width, and the 1200×630 social card (JPEG, cropped
 * to fill). A file that fails to decode whole is a 400 naming the field, and nothing is stored.
 */
export async function renderVariants(bytes: Buffer, image: CheckedImage, field: string): Promise<RenderedVariant[]> {
  // failOn "warning" (sharp's default) refuses truncated and damaged data instead of guessing.
  const source = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  const widths = variantWidths(image.width);
  const largest = widths[widths.length - 1];
  const extension = fallbackExtension(image.hasAlpha);
  const jobs: Array<{ file: string; contentType: string; pipeline: Sharp }> = [
    ...widths.map((w) => ({
      file: `${w}.webp`,
      contentType: IMAGE_CONTENT_TYPES.webp,
      pipeline: source.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }),
    })),
    {
      file: `${largest}.${extension}`,
      contentType: extension === "png" ? IMAGE_CONTENT_TYPES.png : IMAGE_CONTENT_TYPES.jpeg,
      pipeline:
        extension === "png"
          ? source.clone().resize({ width: largest, withoutEnlargement: true }).png({ compressionLevel: 9 })
          : source.clone().resize({ width: largest, withoutEnlargement: true }).jpeg({ quality: 82, mozjpeg: true }),
    },
    {
      file: SOCIAL_IMAGE.file,
      contentType: IMAGE_CONTENT_TYPES.jpeg,
      pipeline: source
        .clone()
        .resize({ width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, fit: "cover" })
        // A social card has no transparency: what was transparent shows white.
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 82, mozjpeg: true }),
    },
  ];
  try {
    return await Promise.all(
      jobs.map(async ({ file, contentType, pipeline }) => {
        const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
        return { file, contentType, width: info.width, height: info.height, bytes: data.length, data };
      }),
    );
  } catch {
    throw fieldError("VALIDATION", field, "The image could not be read whole (it may be damaged or truncated)");
  }
}
