import { AppError } from "../../lib/errors.ts";
import { IMAGE_MAX_BYTES, imageMessages } from "../../../shared/images.ts";

export type AcceptedFormat = "png" | "jpeg" | "webp";

export interface EncodedImage {
  data: Buffer;
  contentType: "image/webp";
  width: number;
  height: number;
}

/** The longest side a stored picture keeps: avatars and logos are shown at most a few hundred pixels wide. */
export const STORED_IMAGE_MAX_SIDE = 512;
/** A 1 MB file can still unpack into a huge bitmap (a "decompression bomb"): decoding stops above this. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The format by the file's first bytes (its magic number), whatever its name or declared type says.
 * Only PNG, JPEG and WebP pass: an SVG or HTML file called `.png` does not start like a PNG.
 */
export function sniffImageFormat(bytes: Uint8Array): AcceptedFormat | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

/**
 * Checks an uploaded picture and re-encodes it: the format by content, the size, a full decode (a
 * truncated or corrupt file fails here), at most MAX_INPUT_PIXELS, then a fresh WebP of at most
 * STORED_IMAGE_MAX_SIDE pixels a side, turned upright, with no metadata (EXIF, GPS) and only the first
 * frame. What is stored is therefore always an image this code wrote, never the bytes that were sent.
 * sharp is imported on first use, so a server that never sees an upload never loads it.
 */
export async function encodeUploadedImage(bytes: Uint8Array): Promise<EncodedImage> {
  if (bytes.length === 0) throw new AppError("unprocessable", imageMessages.empty);
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError("payload_too_large", imageMessages.tooLarge);
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError("unsupported_media_type", imageMessages.wrongType);

  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(bytes, { failOn: "warning", limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
    const metadata = await image.metadata();
    // sharp reads more formats than we accept (SVG among them): its own verdict must agree with ours.
    if (metadata.format !== format) throw new AppError("unsupported_media_type", imageMessages.wrongType);
    const { data, info } = await image
      .rotate()
      .resize(STORED_IMAGE_MAX_SIDE, STORED_IMAGE_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: "image/webp", width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new AppError("unprocessable", imageMessages.tooManyPixels);
    throw new AppError("unprocessable", imageMessages.unreadable);
  }
}
