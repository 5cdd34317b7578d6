import type { FastifyInstance, FastifyReply } from "fastify";
import { formatDate } from "#contracts/date-format";
import { formatCertificateId, normaliseCertificateId, verifyPath } from "#contracts/certificates";
import type { CertificatesTable } from "#server/db/types";
import { escapeHtml, instituteName, sendPublicPage } from "./page-shell";
import { findByCode } from "./repository";

/**
 * Lookups of one address per minute. A person checks a handful; 20 a minute is
 * 28,800 a day, against 2^58 possible IDs: enumeration is hopeless and a busy
 * reception desk behind one address is not stopped.
 */
export const VERIFY_LOOKUPS_PER_MINUTE = 20;

const form = (value = "") => `
<form method="get" action="/verify" class="verify-form">
  <div class="field"><label for="certificate-id">Certificate ID</label>
  <input id="certificate-id" name="id" value="${escapeHtml(value)}" placeholder="CTA-XXXX-XXXX-XXXX" autocomplete="off" autocapitalize="characters" spellcheck="false" required maxlength="40"/></div>
  <button type="submit">Check</button>
  <p class="hint">The ID is printed under the QR code on the certificate. Dashes and spaces do not matter.</p>
</form>`;

function certificateCard(row: CertificatesTable) {
  const revoked = row.revoked_at !== null;
  const dates = `${formatDate(row.start_date)} – ${formatDate(row.end_date)}`;
  // Only what the certificate itself states: no grade, no contact details, no reason for a revocation.
  return `
<div class="card" data-status="${revoked ? "revoked" : "valid"}">
  <p class="status ${revoked ? "revoked" : "valid"}" role="status">${revoked ? "✕ Revoked: this certificate is no longer valid" : "✓ Valid certificate"}</p>
  <dl>
    <dt>Certificate ID</dt><dd class="id">${escapeHtml(formatCertificateId(row.code))}</dd>
    <dt>Name</dt><dd>${escapeHtml(row.student_name)}</dd>
    <dt>Course</dt><dd>${escapeHtml(row.course)}</dd>
    ${row.batch ? `<dt>Batch</dt><dd>${escapeHtml(row.batch)}</dd>` : ""}
    <dt>Dates</dt><dd>${escapeHtml(dates)}</dd>
    ${revoked ? `<dt>Revoked on</dt><dd>${escapeHtml(formatDate(row.revoked_at!.slice(0, 10)))}</dd>` : ""}
  </dl>
</div>`;
}

// One person's record, and a revocation must show at once: never cached nor indexed (sendPublicPage).
const sendPage = (app: FastifyInstance, reply: FastifyReply, status: number, title: string, main: string, institute?: string) =>
  sendPublicPage(app, reply, { status, title, main, institute });

const intro = (institute: string) => `<p class="lead">Check that a certificate from ${escapeHtml(institute)} is genuine and still valid.</p>`;

/** GET /verify and /verify/:id: public, server-rendered per request (docs/decisions/052). */
export async function verifyRoutes(app: FastifyInstance) {
  app.get("/verify", async (request, reply) => {
    const typed = String((request.query as { id?: unknown }).id ?? "").trim();
    // The GET form lands here: its ID moves into the path, the page's one address per certificate.
    if (typed) {
      const code = normaliseCertificateId(typed);
      return reply.redirect(code ? verifyPath(code) : `/verify/${encodeURIComponent(typed.slice(0, 40))}`, 303);
    }
    const institute = await instituteName(app);
    return sendPage(app, reply, 200, "Verify a certificate", `<h1>Verify a certificate</h1>${intro(institute)}${form()}`, institute);
  });

  app.get(
    "/verify/:id",
    {
      config: { rateLimit: { max: VERIFY_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
      // A refused lookup is still a page for a person, not JSON.
      errorHandler: async (error, _request, reply) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status !== 429) throw error;
        return sendPage(
          app,
          reply.header("Retry-After", "60"),
          429,
          "Too many checks",
          `<h1>Too many checks</h1><p class="lead">This address has checked ${VERIFY_LOOKUPS_PER_MINUTE} certificates in the last minute. Please wait a minute and try again.</p>`,
        );
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const code = normaliseCertificateId(id);
      const row = code ? await findByCode(app.db, code) : undefined;
      const institute = await instituteName(app);
      if (!row) {
        return sendPage(
          app,
          reply,
          404,
          "Certificate not found",
          `<h1>Certificate not found</h1><div class="card" data-status="unknown"><p class="status unknown" role="status">No certificate has the ID ${escapeHtml(id.slice(0, 40))}</p><p>Check the ID against the certificate and try again. If it still is not found, the certificate was not issued by ${escapeHtml(institute)}.</p></div>${form(id.slice(0, 40))}`,
          institute,
        );
      }
      return sendPage(
        app,
        reply,
        200,
        "Certificate verification",
        `<h1>Certificate verification</h1>${intro(institute)}${certificateCard(row)}${form()}`,
        institute,
      );
    },
  );
}
