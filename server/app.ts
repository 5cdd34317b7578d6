// The whole server: buildApp(config) wires the database, the plugins, every module's work and routes, and the
// web app on one Fastify instance (docs/decisions/010); main.ts and the tests both start it here.

import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from "fastify";
import { MAX_UPLOAD_BYTES } from "../contracts/limits";
import type { Config } from "./config";
import { HttpError } from "./http-error";
import { logSerializers, redactMessages } from "./log-redaction";
import { type Connection, connect, limitsOf, migrateUnlimited } from "./db/connect";
import type { Db } from "./db/types";
import { registerAudit, auditRoutes } from "./modules/audit";
import { ensureFirstStaff, authRoutes } from "./modules/auth";
import { blogRoutes } from "./modules/blog";
import { certificateRoutes } from "./modules/certificates";
import { studentRoutes } from "./modules/student";
import {
  keepRevisions,
  pruneRevisions,
  seedContent,
  sampleFacts,
  readSiteFacts,
  contentRoutes,
  unreadableDocuments,
  unreadableMessage,
} from "./modules/content";
import { imageRoutes } from "./modules/images";
import { placementRoutes } from "./modules/placements";
import { placementOnMyPage, placementOutcomeRoutes, registerPlacementNudges } from "./modules/placement-outcomes";
import { reviewRoutes } from "./modules/reviews";
import { videoRoutes } from "./modules/videos";
import { demoCalendarRoutes, enquiryRoutes, registerEnquiries, unassignLeadsOf, enquiryInboxRoutes, registerDigest, pipelineRoutes } from "./modules/leads";
import { registerBackups } from "./modules/backup";
import { holdsPayments, paymentRoutes, overdueInstalmentLines } from "./modules/payments";
import { batchRoutes } from "./modules/batches";
import { integrationRoutes } from "./modules/integrations";
import { enquiryDeliveries, registerOutbox } from "./modules/outbox";
import { deliverWhatsApp, whatsAppGaveUp, withAcknowledgement, registerWhatsAppReminders, whatsAppConfigured, whatsAppRoutes } from "./modules/whatsapp";
import { registerLeadAds } from "./modules/lead-ads";
import { registerJobs } from "./modules/jobs";
import { registerPageViews, pageViewRoutes } from "./modules/page-views";
import { reportRoutes } from "./modules/reports";
import { jobRoutes } from "./modules/jobs";
import { connectionBudget, limitOpenConnections, openFilesLimit } from "./plugins/connection-budget";
import { capConnectionsPerAddress, capRequestsPerClient, requestTimeouts } from "./plugins/connection-limits";
import { registerErrorHandling } from "./plugins/errors";
import { registerHealth } from "./plugins/health";
import { registerJsonBody } from "./plugins/json-body";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { SharedCounts, sharedRateLimitStore } from "./plugins/shared-rate-limit";
import { registerRouteSchemas } from "./route-schemas";
import { type ResponseCheck, registerApiTable } from "./api-table";
import { registerWeb } from "./plugins/web";
import { checkPreviewRequest } from "./modules/site-pages";
import { directAccessWarning, proxyTrust } from "./trust-proxy";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The app's clock (ms) that routes and server jobs take the time from: Date.now, or a test's driven clock. */
    now: () => number;
  }
}

/**
 * Placeholder phone numbers and addresses must not go live unnoticed, nor a saved
 * document the site cannot read (its seed version stands in: docs/decisions/099).
 */
async function warnAboutSampleFacts(app: FastifyInstance) {
  for (const unreadable of await unreadableDocuments(app.db)) app.log.error({ contentDocument: unreadable }, unreadableMessage(unreadable));
  const samples = sampleFacts(await readSiteFacts(app.db));
  if (samples.length) {
    app.log.warn(
      { sampleFacts: samples },
      `Site facts still hold sample values (${samples.join(", ")}): replace them in Dashboard → Site facts before launch.`,
    );
  }
}

/** The logger options with the serializers that keep secrets out of log lines (docs/decisions/055). */
function withRedaction(logger: BuildOptions["logger"]): BuildOptions["logger"] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, ...logSerializers }, hooks: { ...options.hooks, logMethod: redactMessages } };
}

export interface BuildOptions {
  logger?: FastifyServerOptions["logger"];
  /** Serve the built web app (off in API tests that need no pages). */
  serveWeb?: boolean;
  /** Called for every route as it is added (the authorisation test lists them all). */
  onRoute?: (route: RouteOptions) => void;
  /** The app's clock: routes and server jobs take the time from it (tests drive it). */
  now?: () => number;
  /** An answer outside its API table schema: "fail" (tests, development) or "log" (production); by NODE_ENV unless set. */
  responseCheck?: ResponseCheck;
}

/** The whole server: used by main.ts to listen and by tests through `app.inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<{ app: FastifyInstance; conn: Connection }> {
  // A dropped connection is logged and replaced, never fatal (docs/decisions/034).
  const logs: { to?: FastifyBaseLogger } = {};
  const conn = connect(config.database, {
    limits: limitsOf(config),
    onConnectionLost: (err) => logs.to?.warn({ err }, "database connection lost; the next query opens a new one"),
  });
  await migrateUnlimited(config.database, conn);
  await ensureFirstStaff(conn.db, config, readSiteFacts);
  await seedContent(conn.db);
  // Histories grown before the bound (or under a larger one) shrink once, here.
  keepRevisions(config.CONTENT_REVISIONS_KEPT);
  await pruneRevisions(conn.db);

  // One reading of the client address for every limit: request.ip (docs/decisions/057).
  const trust = proxyTrust(config.TRUST_PROXY);
  const app = Fastify({
    logger: withRedaction(options.logger),
    trustProxy: trust,
    bodyLimit: 1024 * 1024,
    // Uploads are the only large bodies; multipart enforces its own limit.
    return503OnClosing: true,
    ...requestTimeouts(config.REQUEST_TIMEOUT_MS, config.HEADERS_TIMEOUT_MS),
  });
  logs.to = app.log;
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  capConnectionsPerAddress(app.server, config.CONNECTIONS_PER_ADDRESS, (address) => trust !== false && trust(address, 0));
  capRequestsPerClient(app, config.CONNECTIONS_PER_ADDRESS);
  const openFiles = openFilesLimit();
  const maxConnections = config.MAX_CONNECTIONS ?? connectionBudget(openFiles);
  limitOpenConnections(app.server, maxConnections, app.log);
  app.log.info({ maxConnections, openFiles }, "connection limit");
  const exposed = directAccessWarning(config.TRUST_PROXY, config.HOST);
  if (exposed) app.log.warn(exposed);
  app.decorate("db", conn.db);
  app.decorate("config", config);
  app.decorate("now", options.now ?? Date.now);
  // Replaced by registerWeb when pages are rendered in this process.
  app.decorate("contentChanged", async () => {});
  app.decorate("answerStaffForm", async (): Promise<never> => {
    throw new HttpError(503, "The login page needs the built site (npm run build).");
  });
  app.decorate("renderPreview", async (body: unknown): Promise<never> => {
    checkPreviewRequest(body);
    throw new HttpError(503, "Preview needs the built site (npm run build).");
  });
  app.addHook("onClose", async () => conn.close());
  // Every background job runs on one runner (docs/decisions/085); modules register their kinds on it.
  registerJobs(app);
  // WhatsApp (docs/decisions/064) hooks into the outbox and the enquiry intake from here, so neither imports it.
  registerOutbox(app, {
    whatsapp: {
      // What they write on the message and the lead is on the app's clock, as the lead's other times are.
      deliver: (row) => deliverWhatsApp(app.db, config, row, app.now),
      gaveUp: (row, error) => whatsAppGaveUp(app.db, config, row, error, app.now()),
    },
  });
  registerEnquiries(app, withAcknowledgement(enquiryDeliveries(config, app.outbox), config));
  registerDigest(app, overdueInstalmentLines);
  registerWhatsAppReminders(app);
  registerPlacementNudges(app);
  registerLeadAds(app);
  registerBackups(app);
  registerPageViews(app);
  await warnAboutSampleFacts(app);

  registerErrorHandling(app);
  registerRouteSchemas(app);
  // Every /api route takes its schemas from the API table (docs/decisions/063).
  const checkApiTable = registerApiTable(app, options.responseCheck ?? (config.NODE_ENV === "production" ? "log" : "fail"));
  // Before compression: the audit hook reads a write's JSON answer as sent.
  registerAudit(app);
  registerJsonBody(app);
  registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  // Per-address limits counted in the database, the same on every server (docs/decisions/083).
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(new SharedCounts(conn.db, () => app.now(), app.log)) });
  // One photo per record write (docs/decisions/014); a bigger file answers 413.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 } });

  registerHealth(app, conn.kind);

  await app.register(authRoutes, {
    siteFacts: readSiteFacts,
    releaseLeads: (db, owner, reason, by) => unassignLeadsOf(db, owner, reason, by, app.now()),
  });
  await app.register(blogRoutes);
  await app.register(imageRoutes);
  await app.register(placementRoutes);
  await app.register(reviewRoutes);
  await app.register(videoRoutes);

  await app.register(enquiryRoutes);
  await app.register(demoCalendarRoutes);
  await app.register(enquiryInboxRoutes, { holdsPayments, whatsAppConfigured: whatsAppConfigured(config) });
  await app.register(pipelineRoutes);
  await app.register(paymentRoutes);
  await app.register(batchRoutes);
  await app.register(whatsAppRoutes);
  await app.register(integrationRoutes);
  await app.register(contentRoutes);
  await app.register(auditRoutes);
  await app.register(certificateRoutes);
  await app.register(pageViewRoutes);
  // /my shows the placement cards (docs/decisions/096): the student module sits below placements, so they are handed in.
  await app.register(studentRoutes, { cards: [placementOnMyPage] });
  await app.register(reportRoutes);
  await app.register(jobRoutes);
  await app.register(placementOutcomeRoutes);
  checkApiTable();

  // Any /api path no module claims: a JSON 404, whether or not pages are served.
  app.all("/api/*", async (_request, reply) => reply.status(404).send({ success: false, message: "Not found" }));

  if (config.PUBLIC_API_URL) {
    // docs/decisions/010: when the web app is served from another origin it calls
    // this API cross-origin; allow exactly that origin, nothing else.
    const { default: cors } = await import("@fastify/cors");
    await app.register(cors, { origin: new URL(config.PUBLIC_API_URL).origin, credentials: true });
  }

  if (options.serveWeb !== false) {
    await registerWeb(app, { buildDir: config.BUILD_DIR, connectSrc: [], contentPollMs: config.CONTENT_POLL_MS });
  }

  return { app, conn };
}
