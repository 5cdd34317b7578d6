import { fileTypeFromBuffer } from "file-type";
import type { FastifyBaseLogger } from "fastify";
import { z } from "#contracts/zod";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { readJson } from "../common/stored-json";
import { enqueueJob, FinalJobError, type JobHandler } from "../jobs";
import { CloudApiError, reasonOf } from "./cloud-api";
import type { Incoming } from "./webhook-payload";

// A student's photos and documents (docs/decisions/066). Taking the message notes
// Meta's media id on it, and a job of the one jobs runner (docs/decisions/085, key:
// the message's wamid) asks the Cloud API where the file is (GET /{media-id}),
// fetches it with the token, checks what it is by its bytes (never by the name or
// type the sender gave) and its size, and stores it in the database like every
// upload (014), for staff only, under the job's lease. A fetch that fails is tried
// again with back-off; the message's media columns say how it went.

export const MEDIA_JOB = "whatsapp-media";

/** What we keep: pictures and the documents students send (marksheets, ID, résumés). */
export const ACCEPTED_MEDIA: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
};

const RETRY = { baseMs: 30_000, maxMs: 30 * 60_000, maxAttempts: 6 };
const TIMEOUT_MS = 30_000;
/** A fetch in hand holds its job this long (two requests' time-outs and the storing); a server that died mid-fetch leaves it to another after that. */
const LEASE_MS = 2 * TIMEOUT_MS + 60_000;

/** A file we will not keep, whatever later attempts bring (too big, not a type we accept): failed at once. */
export class MediaRefused extends FinalJobError {}

/** The job that fetches a taken message's file; queued again for the same message, it is the same job. */
export const queueMediaJob = (db: Db, waId: string, now: number) => enqueueJob(db, { kind: MEDIA_JOB, key: waId }, now);

/** The columns of an incoming message that queue its file to be fetched. */
export function queueMediaFetch(media: Incoming["media"], at: number) {
  if (!media) return {};
  return { media_id: media.id, media_name: media.filename, media_status: "pending", media_attempts: 0, media_next_at: nowIso(at) };
}

export const maxMediaBytes = (config: Pick<Config, "WHATSAPP_MEDIA_MAX_MB">) => Math.round(config.WHATSAPP_MEDIA_MAX_MB * 1024 * 1024);

const megabytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** Reads a body up to `max` bytes; more than that is refused without reading the rest. */
async function readCapped(res: Response, max: number): Promise<Buffer> {
  const reader = res.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw new MediaRefused(`The file is larger than ${megabytes(max)} (WHATSAPP_MEDIA_MAX_MB), so it was not stored: open WhatsApp to see it`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The token goes only to Meta's https addresses (or the API base's own origin, a test's stand-in). */
function mayCarryToken(url: URL, config: Config) {
  return url.protocol === "https:" || url.origin === new URL(config.WHATSAPP_API_BASE).origin;
}

/** Meta's answer about a media file: where to fetch it, and its size when it says (docs/decisions/092). */
const mediaAnswer = z.object({ url: z.string(), file_size: z.number().optional().catch(undefined) });

/** Fetches one media file from the Cloud API; answers its bytes and the type read from them. */
export async function fetchMedia(config: Config, mediaId: string): Promise<{ data: Buffer; mime: string }> {
  const auth = { authorization: `Bearer ${config.WHATSAPP_TOKEN}` };
  const max = maxMediaBytes(config);
  const info = await fetch(`${config.WHATSAPP_API_BASE.replace(/\/+$/, "")}/${encodeURIComponent(mediaId)}`, {
    headers: auth,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await info.text();
  if (!info.ok) throw new CloudApiError(reasonOf(info.status, text, "the file"));
  const meta = readJson(mediaAnswer, text);
  if (!meta) throw new CloudApiError("WhatsApp's answer named no address for the file");
  const url = new URL(meta.url);
  if (!mayCarryToken(url, config)) throw new MediaRefused("WhatsApp named a file address that is not https; it was not fetched");
  if (meta.file_size !== undefined && meta.file_size > max)
    throw new MediaRefused(
      `The file is ${megabytes(meta.file_size)}, larger than ${megabytes(max)} (WHATSAPP_MEDIA_MAX_MB), so it was not stored: open WhatsApp to see it`,
    );
  const res = await fetch(url, { headers: auth, redirect: "error", signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new CloudApiError(`WhatsApp answered ${res.status} for the file`);
  }
  const data = await readCapped(res, max);
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED_MEDIA[type.mime])
    throw new MediaRefused(
      `The file is ${type ? `a ${type.ext.toUpperCase()} file` : "of a kind we do not keep"}, so it was not stored: open WhatsApp to see it`,
    );
  return { data, mime: type.mime };
}

/** The file's name as staff download it: the student's (made safe), or one made from the message and its type. */
function fileName(given: string | null | undefined, messageId: string, mime: string) {
  const safe = (given ?? "")
    .replace(/[^\w.\- ()]+/g, "_")
    .trim()
    .slice(0, 120);
  return safe || `whatsapp-${messageId.slice(0, 8)}.${ACCEPTED_MEDIA[mime]}`;
}

/** The runner's handler of "whatsapp-media" jobs; `now` is the app's clock (what the message records). */
export function mediaJob(db: Db, config: Config, log: FastifyBaseLogger, now: () => number): JobHandler<null> {
  return {
    payload: z.null(),
    retry: RETRY,
    leaseMs: LEASE_MS,
    concurrency: 2,
    async run(_payload, job) {
      const row = await db
        .selectFrom("whatsapp_messages")
        .select(["id", "media_id", "media_name", "media_status"])
        .where("wa_id", "=", job.key)
        .executeTakeFirst();
      if (!row?.media_id || row.media_status !== "pending") return;
      await db.updateTable("whatsapp_messages").set({ media_attempts: job.attempts }).where("id", "=", row.id).execute();
      const { data, mime } = await fetchMedia(config, row.media_id);
      return {
        // Stored with the job's "done": only while this server holds the lease.
        write: async (trx) => {
          const at = nowIso(now());
          await trx
            .insertInto("whatsapp_media")
            .values({ message_id: row.id, mime, filename: fileName(row.media_name, row.id, mime), bytes: data.length, data, created_at: at })
            .onConflict((oc) => oc.column("message_id").doNothing())
            .execute();
          await trx.updateTable("whatsapp_messages").set({ media_status: "stored", media_error: null, updated_at: at }).where("id", "=", row.id).execute();
        },
      };
    },
    async failed(trx, _payload, job, { error, retryAt }) {
      await trx
        .updateTable("whatsapp_messages")
        .set({ media_status: retryAt === null ? "failed" : "pending", media_error: error.slice(0, 500), media_next_at: nowIso(retryAt ?? now()) })
        .where("wa_id", "=", job.key)
        .where("media_status", "=", "pending")
        .execute();
      log.warn({ waId: job.key, attempts: job.attempts, error }, retryAt === null ? "whatsapp: media not stored" : "whatsapp: media fetch failed, will retry");
    },
  };
}

/** The stored file of a message on this lead, for staff. */
export async function loadMedia(db: Db, enquiryId: string, messageId: string) {
  return db
    .selectFrom("whatsapp_media")
    .innerJoin("whatsapp_messages", "whatsapp_messages.id", "whatsapp_media.message_id")
    .select(["whatsapp_media.mime", "whatsapp_media.filename", "whatsapp_media.data"])
    .where("whatsapp_media.message_id", "=", messageId)
    .where("whatsapp_messages.enquiry_id", "=", enquiryId)
    .executeTakeFirst();
}
