// Reads a record's multipart form (text fields and one image) with clear messages for every way an upload can
// be wrong.

import type { FastifyRequest } from "fastify";
import { MAX_UPLOAD_BYTES } from "#contracts/limits";
import type { z } from "zod";
import { Invalid, parseOr400, TooLarge } from "#server/domain-errors";
import { type ProcessedImage, toWebp } from "./process";

export interface RecordForm {
  /** Text fields as sent (multipart: strings; JSON: whatever the client sent). */
  fields: Record<string, unknown>;
  /** The bytes of the `image` file part, when one with content was sent. */
  image?: Buffer;
}

const UNREADABLE = "The upload could not be read. Please try again.";
const EMPTY_FILE = "The image file is empty. Please choose a JPEG, PNG or WebP photo.";
const TOO_LARGE = `The image is too large. The limit is ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;
const wrongField = (name: string) => `The photo must be sent in the field "image", not "${name}".`;

/**
 * Reads a record write: multipart with the photo in `image` (the field name staff
 * clients have always used),
 * or JSON when there is no photo. Size limits come from the multipart plugin
 * (app.ts) and answer 413; a malformed body answers 400, never 500.
 */
export async function readRecordForm(request: FastifyRequest): Promise<RecordForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {} };
  }
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  let emptyFile = false;
  let wrongFileField: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        // Read every file part (so the stream ends), keep only `image`.
        const bytes = await part.toBuffer();
        // A photo under another name would otherwise be dropped while the record
        // is saved without it: the client must hear that it went to the wrong field.
        if (part.fieldname !== "image" && (bytes.length > 0 || part.filename)) wrongFileField ??= part.fieldname;
        // An empty file input still sends a part: filename "" and no bytes.
        if (part.fieldname === "image" && bytes.length > 0) image = bytes;
        // A chosen file with no bytes is not a photo: say so rather than save without it.
        else if (part.fieldname === "image" && part.filename) emptyFile = true;
      } else if (fields[part.fieldname] === undefined) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const { statusCode: status, code } = err as { statusCode?: number; code?: string };
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new TooLarge(TOO_LARGE, { image: TOO_LARGE });
    if (status === 413) throw new TooLarge("The upload has too many fields or files.");
    if (status && status >= 400 && status < 500) throw err;
    throw new Invalid(UNREADABLE);
  }
  if (wrongFileField !== undefined) {
    const message = wrongField(wrongFileField);
    throw new Invalid(message, { image: message });
  }
  if (emptyFile && !image) throw new Invalid(EMPTY_FILE, { image: EMPTY_FILE });
  return { fields, image };
}

/**
 * Reads a record write and checks all of it, photo included, before anything is
 * stored: a refused request leaves no record and no orphan image behind.
 */
export async function readRecordWrite<S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<{ input: z.infer<S>; image?: ProcessedImage }> {
  const form = await readRecordForm(request);
  const input = parseOr400(schema, withoutBlanks(form.fields));
  const image = form.image ? await toWebp(form.image) : undefined;
  return { input, image };
}

/**
 * A form sends an empty box as "": treat it as not sent, so a required field gets
 * its "… is required" message and an empty rating never becomes 0 by coercion.
 */
function withoutBlanks(fields: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => !(typeof v === "string" && v.trim() === "")));
}
