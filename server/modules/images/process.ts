// Turns an upload into the stored image: checked by its bytes, bounded in pixels, re-encoded as WebP
// (docs/decisions/014).

import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { ACCEPTED_IMAGE_TYPES } from "#contracts/limits";
import { Invalid } from "#server/domain-errors";

export const IMAGE_MESSAGES = {
  type: "Please upload a JPEG, PNG or WebP image",
  unreadable: "The image could not be read. Please upload a JPEG, PNG or WebP image",
} as const;

/** Longest side of a stored image: sharp enough for a profile card, small on a phone. */
export const MAX_IMAGE_SIDE = 1200;
/** Refuses decompression bombs (a tiny file that decodes to gigapixels) before decoding. */
const MAX_INPUT_PIXELS = 64_000_000;

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * docs/decisions/014: the type is read from the bytes (a renamed text or SVG file is
 * refused whatever its name or declared type), then the picture is turned upright
 * per its EXIF orientation, scaled down and re-encoded as WebP. sharp writes no
 * metadata unless asked, so GPS positions and camera details never get stored.
 */
export async function toWebp(input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)) throw new Invalid(IMAGE_MESSAGES.type, { image: IMAGE_MESSAGES.type });
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // Right magic bytes but a broken or oversized picture: the client's file, not our fault.
    throw new Invalid(IMAGE_MESSAGES.unreadable, { image: IMAGE_MESSAGES.unreadable });
  }
}
