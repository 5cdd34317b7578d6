// GET /verify/placement/:id (docs/decisions/097): the public page of one placement
// a student chose to show, server-rendered per request like a certificate's
// (docs/decisions/052): plain HTML, no script, never cached, never indexed.
import type { FastifyInstance, FastifyReply } from "fastify";
import { formatDate } from "#contracts/date-format";
import { PLACEMENTS_PATH } from "#contracts/page-parameters";
import { type VerifiedPlacement, monthLabel } from "#contracts/placement-proof";
import { instituteDay } from "#contracts/institute-time";
import { VERIFY_LOOKUPS_PER_MINUTE, escapeHtml as e, instituteName, sendPublicPage } from "../certificates";
import { verifiedPlacement } from "./public-proof";

const HOW: Record<VerifiedPlacement["verifiedBy"], string> = {
  employer: "Confirmed by the employer to the institute's placement officer",
  letter: "The offer or joining letter is on file with the institute's placement officer",
};

function placementCard(p: VerifiedPlacement, institute: string, today: string) {
  // What the student agreed to show, and how it was proven: never a salary, a contact or the letter itself.
  return `
<div class="card" data-status="valid">
  <p class="status valid" role="status">✓ Verified placement</p>
  <dl>
    <dt>Name</dt><dd>${e(p.name)}</dd>
    <dt>Course</dt><dd>${e(p.courseTitle)}</dd>
    <dt>Batch</dt><dd>Batch of ${e(monthLabel(p.batchStart))}</dd>
    <dt>Employer</dt><dd>${e(p.employer)}</dd>
    ${p.role ? `<dt>Role</dt><dd>${e(p.role)}</dd>` : ""}
    ${p.startMonth ? `<dt>Started</dt><dd>${e(monthLabel(p.startMonth))}</dd>` : ""}
    <dt>How it was verified</dt><dd>${e(HOW[p.verifiedBy])}</dd>
  </dl>
  <p class="hint">Shown with ${e(p.name.split(/\s+/)[0] ?? p.name)}'s consent, as recorded by ${e(institute)} on ${e(formatDate(today))}.</p>
</div>`;
}

// The certificate page's rules (docs/decisions/052) and a visible link back to /placements.
const BACK_CSS = `.verify .back a{color:var(--color-brand-700,#4338ca);font-weight:700;text-decoration:underline;text-underline-offset:4px}`;

// A person's name and employer: reachable by its link, not by searching their name (never indexed), and a
// student who hides their placement must disappear at once (never cached): sendPublicPage.
const sendPage = (app: FastifyInstance, reply: FastifyReply, status: number, title: string, main: string, institute: string) =>
  sendPublicPage(app, reply, { status, title, main, institute, css: BACK_CSS });

export async function placementVerifyRoutes(app: FastifyInstance) {
  app.get(
    "/verify/placement/:id",
    {
      config: { rateLimit: { max: VERIFY_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
      errorHandler: async (error, _request, reply) => {
        if ((error as { statusCode?: number }).statusCode !== 429) throw error;
        const institute = await instituteName(app);
        const main = `<h1>Too many checks</h1><p class="lead">This address has checked ${VERIFY_LOOKUPS_PER_MINUTE} pages in the last minute. Please wait a minute and try again.</p>`;
        return sendPage(app, reply.header("Retry-After", "60"), 429, "Too many checks", main, institute);
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const now = app.now();
      const found = /^[\w-]{1,40}$/.test(id) ? await verifiedPlacement(app.db, id, now) : undefined;
      const institute = await instituteName(app);
      const back = `<p class="back"><a href="${PLACEMENTS_PATH}">See every placement and the numbers</a></p>`;
      if (!found)
        return sendPage(
          app,
          reply,
          404,
          "Placement not found",
          `<h1>Placement not found</h1><div class="card" data-status="unknown"><p class="status unknown" role="status">No placement is shown at this address</p><p>The student may have chosen not to show it, or the link is mistyped.</p></div>${back}`,
          institute,
        );
      return sendPage(
        app,
        reply,
        200,
        `${found.name}: verified placement`,
        `<h1>Placement verification</h1><p class="lead">A placement of a student of ${e(institute)}, checked by the institute.</p>${placementCard(found, institute, instituteDay(now))}${back}`,
        institute,
      );
    },
  );
}
