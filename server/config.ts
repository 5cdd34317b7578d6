import fs from "node:fs";
import path from "node:path";
import { parseOfficeHours } from "../contracts/institute-time";
import { z } from "zod";
import { ENQUIRY_FORMS } from "../contracts/enquiry";
import { PUBLIC_LIST_CACHE_MS } from "./modules/common/cached-body";
import { parseTrustProxy } from "./trust-proxy";

// The one place the server reads its environment (docs/decisions/010).
// A bad value stops start-up with a message naming the variable.

/** Default of SIGNIN_RATE_LIMIT_PER_MINUTE: login attempts per client address and minute (docs/decisions/016). */
export const SIGNIN_PER_MINUTE = 10;

/** Default of CONTENT_REVISIONS_KEPT: saved versions kept per record (docs/decisions/037). */
export const REVISIONS_KEPT = 50;

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/**
 * FORM_FORWARD_CONFIG (docs/decisions/011): per form, the external form
 * provider's response URL and the provider's field name for each of our fields,
 * e.g. {"contact":{"url":"https://docs.google.com/forms/d/e/…/formResponse",
 * "fields":{"name":"entry.111","phone":"entry.222","email":"entry.333","message":"entry.444"}}}.
 * Our field names are the form's own (name, phone, mobile, email, course, message,
 * firstName, lastName, company, peopleCount, jobTitle, source) plus id and createdAt.
 * `extra` adds fixed values. Given as the JSON itself or as a path to a JSON file.
 */
const forwardTarget = z.object({
  url: z.url({ protocol: /^https?$/ }),
  fields: z.record(z.string().min(1), z.string().min(1)),
  extra: z.record(z.string().min(1), z.string()).optional(),
});
export const forwardConfigSchema = z.partialRecord(z.enum(ENQUIRY_FORMS), forwardTarget);
export type ForwardConfig = z.infer<typeof forwardConfigSchema>;
export type ForwardTarget = z.infer<typeof forwardTarget>;

const forwardConfig = z
  .string()
  .optional()
  .transform((value, ctx): ForwardConfig => {
    if (!value?.trim()) return {};
    let text = value.trim();
    try {
      if (!text.startsWith("{")) text = fs.readFileSync(text, "utf8");
      const parsed = forwardConfigSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: "custom", message: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") });
    } catch (err) {
      ctx.addIssue({ code: "custom", message: `must be JSON or the path of a JSON file (${(err as Error).message})` });
    }
    return z.NEVER;
  });

/** Unset or empty (as a copied .env.example leaves it) both mean "not configured". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^(postgres(ql)?:\/\/|file:|sqlite:)/.test(v), "must start with postgres://, postgresql://, file: or sqlite:"),
  DATA_DIR: z.string().default("data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * The proxies in front of the server (docs/decisions/057): how many ("1" for one
   * nginx), or their addresses/CIDRs separated by commas. The client address every
   * limit uses is read from X-Forwarded-For past them, counting from the right.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if ("value" in parsed) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }),
  /**
   * A stop signal (SIGTERM, SIGINT) lets requests in progress finish and closes
   * the database; after this long the process exits anyway (docs/decisions/037).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** The whole request (headers and body) must arrive within this time, else 408 and the socket closes. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(60_000),
  /** The request's head (request line and headers) must arrive within this time, else 408 (at most REQUEST_TIMEOUT_MS). */
  HEADERS_TIMEOUT_MS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(100).max(600_000).default(10_000)),
  /**
   * Open connections one client address may hold (0: no cap); behind a proxy,
   * requests in progress per client address (docs/decisions/057).
   */
  CONNECTIONS_PER_ADDRESS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(1_000_000).default(256)),
  /** Open connections in all; unset: derived from the process's open-files limit (docs/decisions/057). */
  MAX_CONNECTIONS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(1_000_000).optional()),
  /**
   * Database time limits (docs/decisions/034). PostgreSQL cancels a statement after
   * DB_STATEMENT_TIMEOUT_MS and a lock wait after DB_LOCK_TIMEOUT_MS; an SQLite writer
   * waits for another writer at most DB_LOCK_TIMEOUT_MS. Opening a PostgreSQL
   * connection (or waiting for a free one) gives up after DB_CONNECT_TIMEOUT_MS.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Enquiries received while the database is unreachable wait here on local disk (default DATA_DIR/spool). */
  SPOOL_DIR: optionalText,
  /** How often the spool is checked and its enquiries stored once the database answers again. */
  SPOOL_DRAIN_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  PUBLIC_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(24 * 7),
  ADMIN_USERNAME: z
    .string()
    .min(3)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Its rules (length, not a common password) are checked when the first account is made from it.
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  ADMIN_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  BLOG_FEED_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  BUILD_DIR: z.string().default("build/client"),
  /** Login attempts accepted per client address and minute (docs/decisions/016). */
  SIGNIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().max(100_000).default(SIGNIN_PER_MINUTE),
  /**
   * Failed logins in a row one account may have before it pauses (docs/decisions/036):
   * first for a minute, doubling with each further failure up to SIGNIN_LOCK_MAX_MINUTES.
   */
  SIGNIN_LOCK_AFTER_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  SIGNIN_LOCK_MAX_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Admins must use two-factor authentication: an admin without it can only set it up. */
  REQUIRE_2FA_FOR_ADMINS: bool,
  /** Enquiry form posts accepted per client address and minute (docs/decisions/011). */
  ENQUIRY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().max(100_000).default(5),
  /** How long a process keeps the public review list in memory (docs/decisions/006); 0 turns the cache off. */
  // Empty counts as unset: coerced, "" would be 0 and silently turn the cache off.
  PUBLIC_LIST_CACHE_MS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(60_000).default(PUBLIC_LIST_CACHE_MS)),
  /**
   * How often each instance checks whether content changed elsewhere (another
   * instance saved it) and switches its pages to it; a save switches its own
   * instance at once (docs/decisions/039).
   */
  CONTENT_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** Saved versions kept per content record (a course, a page, a batch); older ones are deleted (docs/decisions/037). */
  CONTENT_REVISIONS_KEPT: z.coerce.number().int().min(5).max(10_000).default(REVISIONS_KEPT),
  /** Forwarding of stored enquiries to the external form provider (see forwardConfig above). */
  FORM_FORWARD_CONFIG: forwardConfig,
  /** The jobs runner (server/modules/jobs, docs/decisions/085): how often it looks for due work, such as the outbox's retries. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(5000),
  /** First retry after this long, doubling each time up to OUTBOX_RETRY_MAX_MS. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).default(60_000),
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  /** A delivery still failing this long after it was queued is marked failed (staff can retry it). */
  OUTBOX_GIVE_UP_HOURS: z.coerce.number().positive().default(48),
  /** Time-out of one delivery attempt (HTTP POST or SMTP). */
  OUTBOX_TIMEOUT_MS: z.coerce.number().int().min(10).default(15_000),
  /** Staff email notifications: smtp://user:pass@host:587 or smtps://user:pass@host:465. */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: "must be smtp://… or smtps://…" }).optional()),
  MAIL_FROM: optionalText,
  /** Who gets the notifications; several addresses separated by commas. */
  MAIL_TO: optionalText,
  /**
   * Where the server fetches video thumbnails from (docs/decisions/029): YouTube's
   * image host by default; tests point it at a local server. "off" fetches none
   * (every video keeps the drawn poster).
   */
  YOUTUBE_THUMBNAIL_BASE: optionalText
    .default("https://i.ytimg.com")
    .pipe(z.union([z.literal("off"), z.url({ protocol: /^https?$/, error: 'must be an http(s) address or "off"' })])),
  /** Time-out of one thumbnail request. */
  POSTER_TIMEOUT_MS: z.coerce.number().int().min(10).max(120_000).default(10_000),
  /** A failed thumbnail fetch is tried again after this long, doubling each time. */
  POSTER_RETRY_BASE_MS: z.coerce.number().int().min(10).default(600_000),
  /** Fetch rounds per video before it keeps the drawn poster for good. */
  POSTER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  /**
   * The admissions pipeline (docs/decisions/022): a new enquiry must be answered
   * within this many working hours, the institute's hours on Monday to Saturday
   * (Chennai time), and the staff digest of due and overdue leads goes out at these
   * Chennai times ("off" sends none).
   */
  FIRST_RESPONSE_WORKING_HOURS: z.coerce.number().positive().max(100).default(2),
  /** Certificates from a batch (docs/decisions/067) go to students who attended at least this share of its classes, in per cent. */
  CERTIFICATE_ATTENDANCE_PERCENT: z.coerce.number().int().min(0).max(100).default(75),
  OFFICE_HOURS: z
    .string()
    .default("09:30-18:30")
    .refine((v) => parseOfficeHours(v) !== null, "must be HH:MM-HH:MM, opening before closing"),
  DIGEST_TIMES: z
    .string()
    .default("09:30,14:30")
    .refine((v) => v === "off" || v.split(",").every((t) => /^\s*([01]?\d|2[0-3]):[0-5]\d\s*$/.test(t)), 'must be HH:MM times separated by commas, or "off"'),
  /**
   * Backups of the SQLite database (docs/decisions/038): where `npm run backup`
   * and the scheduled backups write (default DATA_DIR/backups), at which Chennai
   * times the server takes one ("off": none), and how many are kept.
   */
  BACKUP_DIR: optionalText,
  BACKUP_TIMES: z
    .string()
    .default("off")
    .refine((v) => v === "off" || v.split(",").every((t) => /^\s*([01]?\d|2[0-3]):[0-5]\d\s*$/.test(t)), 'must be HH:MM times separated by commas, or "off"'),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  /**
   * Fee payments through Razorpay Payment Links (docs/decisions/054): off until the
   * key id and secret are set. The webhook secret is the one typed into Razorpay's
   * webhook settings; RAZORPAY_API_BASE points tests at a local stand-in.
   */
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_BASE: optionalText.default("https://api.razorpay.com").pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) address" })),
  /**
   * WhatsApp through Meta's Cloud API (docs/decisions/064): off until the token,
   * the phone number id, the app secret (it signs the webhooks) and the verify
   * token (Meta's subscription handshake) are all set. WHATSAPP_API_BASE points
   * tests at a local stand-in; the acknowledgement of every enquiry uses the
   * approved template WHATSAPP_ACK_TEMPLATE in WHATSAPP_TEMPLATE_LANGUAGE.
   */
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_API_BASE: optionalText.default("https://graph.facebook.com/v21.0").pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) address" })),
  WHATSAPP_ACK_TEMPLATE: optionalText
    .default("enquiry_received")
    .pipe(z.string().regex(/^[a-z0-9_]{1,512}$/, "must be a template name: lower-case letters, digits and _")),
  /**
   * The approved authentication template that carries a student's one-time sign-in
   * code for /my (docs/decisions/068), its one body parameter the code. Unset: codes
   * go by email only, even when WhatsApp is set up.
   */
  WHATSAPP_CODE_TEMPLATE: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/, "must be a template name: lower-case letters, digits and _")
      .optional(),
  ),
  /**
   * The approved utility template that tells a student their placement application
   * was shortlisted, called to interview or offered (docs/decisions/095): {{1}} their
   * first name, {{2}} the news, {{3}} the role, {{4}} the employer. Unset: by email only.
   */
  WHATSAPP_PLACEMENT_TEMPLATE: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/, "must be a template name: lower-case letters, digits and _")
      .optional(),
  ),
  /**
   * The approved utility template that reminds a student to report their job on
   * /my, 30, 90 and 180 days after their batch ended (docs/decisions/096): {{1}}
   * their first name, {{2}} the link to /my. Unset: those reminders go by email only.
   */
  WHATSAPP_OUTCOME_TEMPLATE: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/, "must be a template name: lower-case letters, digits and _")
      .optional(),
  ),
  /**
   * Facebook and Instagram lead ads (docs/decisions/064): a Page access token with
   * leads_retrieval. With the app secret and verify token above, `leadgen` events
   * on the same webhook bring each lead form into the inbox.
   */
  META_PAGE_TOKEN: optionalText,
  WHATSAPP_TEMPLATE_LANGUAGE: optionalText.default("en").pipe(z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a language code such as "en" or "en_US"')),
  /**
   * Automatic messages (the acknowledgement of an enquiry) to people who have not
   * written to us, in any rolling 24 hours (docs/decisions/082): under Meta's first
   * tier of 250 people a day, so a flood of forms cannot spend it. More are held
   * for an admin to send; 0 holds every one.
   */
  AUTO_MESSAGES_PER_DAY: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(100_000).default(200)),
  /** The largest photo or document a student's WhatsApp message may bring in, in megabytes (docs/decisions/066); a bigger one is named, not stored. */
  WHATSAPP_MEDIA_MAX_MB: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().min(0.001).max(100).default(10)),
  /**
   * Page view counting (docs/decisions/053): the server counts loads of public
   * pages per day, page and source, without cookies or anything about the
   * visitor, and adds them to the database every PAGE_VIEWS_FLUSH_MS. "off"
   * counts nothing (the overview keeps what was counted before).
   */
  PAGE_VIEWS: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on")),
  PAGE_VIEWS_FLUSH_MS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(10).max(3_600_000).default(60_000)),
  /** Public address of the site, for links in emails (default http://localhost:PORT). */
  SITE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
});

export type Env = z.infer<typeof schema>;

export interface Config extends Env {
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  /** SPOOL_DIR, or DATA_DIR/spool. */
  spoolDir: string;
}

/** Staff email is on when an SMTP server and a recipient are configured. */
export const mailEnabled = (config: Config) => Boolean(config.SMTP_URL && config.MAIL_TO);

/** The address links in emails point at: SITE_URL, or this server on localhost. */
export const siteUrl = (config: Config) => config.SITE_URL ?? `http://localhost:${config.PORT}`;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example for every variable.`);
  }
  return withDatabase(parsed.data);
}

export function withDatabase(env: Env): Config {
  const url = env.DATABASE_URL;
  const spoolDir = env.SPOOL_DIR ?? path.join(env.DATA_DIR, "spool");
  if (url && /^postgres/.test(url)) return { ...env, spoolDir, database: { kind: "postgres", url } };
  const file = url ? url.replace(/^(file:|sqlite:)(\/\/)?/, "") : path.join(env.DATA_DIR, "academy.db");
  return { ...env, spoolDir, database: { kind: "sqlite", file } };
}
