import type { FastifyRequest } from "fastify";
import { MAX_UPLOAD_BYTES } from "#contracts/limits";
import { type SelfReportInput, selfReportSchema } from "#contracts/placement-outcomes";
import { Invalid, TooLarge, checkInput } from "#server/domain-errors";

// A student's report of their job as it arrives (docs/decisions/096): multipart
// from /my's form or an app (its fields, and the letter in the field `file`), or
// JSON without a letter. Read here once for the API route and the /my form.

const TOO_LARGE = `The letter is too large. The limit is ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;

export interface ReportForm {
  input: SelfReportInput;
  file?: { data: Buffer; filename?: string };
}

/** The fields checked against selfReportSchema (400 naming the field) and the letter, if one was chosen. */
export async function readReportForm(request: FastifyRequest): Promise<ReportForm> {
  let fields: Record<string, unknown> = {};
  let file: ReportForm["file"];
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === "file") {
          // Every part is read to its end; only the `file` field with bytes counts (an empty file input sends none).
          const data = await part.toBuffer();
          if (part.fieldname === "file" && data.length > 0) file = { data, filename: part.filename };
        } else if (typeof part.value === "string") fields[part.fieldname] = part.value;
      }
    } catch (err) {
      const { statusCode, code } = err as { statusCode?: number; code?: string };
      if (code === "FST_REQ_FILE_TOO_LARGE") throw new TooLarge(TOO_LARGE, { file: TOO_LARGE });
      if (statusCode && statusCode >= 400 && statusCode < 500) throw err;
      throw new Invalid("The upload could not be read. Please try again.");
    }
  } else if (request.body && typeof request.body === "object") fields = request.body as Record<string, unknown>;
  // An empty choice in a form is no choice.
  for (const [key, value] of Object.entries(fields)) if (value === "") delete fields[key];
  const checked = checkInput(selfReportSchema, fields);
  if ("error" in checked) throw checked.error;
  return { input: checked.value, file };
}
