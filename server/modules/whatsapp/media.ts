import { fileTypeFromBuffer } from "file-type";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { PollingWorker } from "../common/polling-worker";
import { backoffMs } from "../outbox/repository";
import { describeError } from "../outbox/worker";
import { CloudApiError, reasonOf } from "./cloud-api";
import type { Incoming } from "./webhook-payload";

// A student's photos and documents (docs/decisions/066). The webhook only notes
// Meta's media id on the message (it answers Meta at once); this worker asks the
// Cloud API where the file is (GET /{media-id}), fetches it with the token, checks
// what it is by its bytes (never by the name or type the sender gave) and its
// size, and stores it in the database like every upload (014), for staff only.
// A fetch that fails is tried again with back-off; every step is written with a
// guard, so two servers or a repeated round store a file once.

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

const MAX_ATTEMPTS = 6;
const RETRY = { baseMs: 30_000, maxMs: 30 * 60_000 };
/** A fetch in hand holds its row this long; a server that died mid-fetch leaves it to another after that. */
const LEASE_MS = 2 * 60_000;
const TIMEOUT_MS = 30_000;

/** A file we will not keep, whatever later attempts bring (too big, not a type we accept): failed at once. */
export class MediaRefused extends Error {}

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
  const meta = JSON.parse(text) as { url?: unknown; file_size?: unknown };
  if (typeof meta.url !== "string") throw new CloudApiError("WhatsApp's answer named no address for the file");
  const url = new URL(meta.url);
  if (!mayCarryToken(url, config)) throw new MediaRefused("WhatsApp named a file address that is not https; it was not fetched");
  if (typeof meta.file_size === "number" && meta.file_size > max)
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

export class MediaWorker extends PollingWorker {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    super({ everyMs: 60_000, log, failure: "whatsapp: media round failed" });
  }

  protected async round(stopping: AbortSignal) {
    const now = this.now();
    const due = await this.db
      .selectFrom("whatsapp_messages")
      .select(["id", "media_id", "media_name", "media_attempts", "media_next_at"])
      .where("media_status", "=", "pending")
      .where("media_next_at", "<=", nowIso(now))
      .orderBy("media_next_at")
      .limit(10)
      .execute();
    for (const row of due) {
      if (stopping.aborted) return;
      const attempts = Number(row.media_attempts ?? 0) + 1;
      // Taken only if nobody took it in between (another server, an earlier round still at work).
      const claimed = await this.db
        .updateTable("whatsapp_messages")
        .set({ media_attempts: attempts, media_next_at: nowIso(now + LEASE_MS) })
        .where("id", "=", row.id)
        .where("media_status", "=", "pending")
        .where("media_next_at", "=", row.media_next_at!)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      await this.take(row.id, row.media_id!, row.media_name ?? null, attempts);
    }
  }

  private async take(messageId: string, mediaId: string, name: string | null, attempts: number) {
    try {
      const { data, mime } = await fetchMedia(this.config, mediaId);
      const at = nowIso(this.now());
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto("whatsapp_media")
          .values({ message_id: messageId, mime, filename: fileName(name, messageId, mime), bytes: data.length, data, created_at: at })
          .onConflict((oc) => oc.column("message_id").doNothing())
          .execute();
        await trx.updateTable("whatsapp_messages").set({ media_status: "stored", media_error: null, updated_at: at }).where("id", "=", messageId).execute();
      });
    } catch (err) {
      const error = describeError(err).slice(0, 500);
      const final = err instanceof MediaRefused || attempts >= MAX_ATTEMPTS;
      const now = this.now();
      await this.db
        .updateTable("whatsapp_messages")
        .set({ media_status: final ? "failed" : "pending", media_error: error, media_next_at: nowIso(now + backoffMs(attempts, RETRY)) })
        .where("id", "=", messageId)
        .where("media_status", "=", "pending")
        .execute()
        .catch((e: unknown) => this.log.error({ err: e }, "whatsapp: could not record a media failure"));
      this.log.warn({ messageId, attempts, error }, final ? "whatsapp: media not stored" : "whatsapp: media fetch failed, will retry");
    }
  }
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
