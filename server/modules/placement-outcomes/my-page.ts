// The placement cards of /my (docs/decisions/096 and 097): apply, answer the intent
// question, report a job, show the placement on the website; each form calls the
// module's own functions. server/app.ts hands them to the student page as a card.
import formBody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import { AUTH_MESSAGES } from "#contracts/user";
import type { Db } from "#server/db/types";
import { Conflict, DomainError, Invalid, NotFound, Refused, TooLarge } from "#server/domain-errors";
import { HttpError } from "#server/http-error";
import { postedText } from "../common/posted-text";
import type { MyPageCard } from "../student";
import { setPlacementConsent, placementConsentOf } from "./consent";
import { answerIntent } from "./intent";
import { consentCard } from "./my-page-consent";
import { readReportForm } from "./report-form";
import { reportOwnJob, studentOutcome } from "./self-report";
import { applyToDrive, studentDrives, studentPlacement } from "./student-drives";
import { fromOurOwnPages } from "../auth";
import { PLACEMENT_CSS, type PlacementView, placementCard } from "./my-page-html";

// Each form answers 303 back to /my#placement with a message named by a short
// code in the address (never the text itself, so a link cannot put words on the
// page). Forms from another site are refused as the page's other forms are
// (SameSite=Lax and fromOurOwnPages, docs/decisions/068).

const MESSAGES: Record<string, { text: string; error: boolean }> = {
  applied: { text: "Applied. The placement officer will tell you the next step.", error: false },
  answered: { text: "Thank you: your answer is saved.", error: false },
  reported: { text: "Thank you: your job is on record. The placement officer will check it.", error: false },
  "already-applied": { text: PLACEMENT_MESSAGES.alreadyApplied, error: true },
  "drive-closed": { text: PLACEMENT_MESSAGES.driveClosed, error: true },
  "not-eligible": { text: `${PLACEMENT_MESSAGES.notEligible} The reasons are under the drive.`, error: true },
  "drive-not-found": { text: PLACEMENT_MESSAGES.driveNotFound, error: true },
  "intent-given": { text: PLACEMENT_MESSAGES.intentGiven, error: true },
  "intent-closed": { text: PLACEMENT_MESSAGES.intentClosed, error: true },
  "intent-missing": { text: "Choose Yes or No.", error: true },
  "outcome-recorded": { text: PLACEMENT_MESSAGES.outcomeRecorded, error: true },
  "not-enrolled": { text: PLACEMENT_MESSAGES.notEnrolled, error: true },
  "check-employerName": { text: "Enter the employer's name.", error: true },
  "check-role": { text: "Enter your role.", error: true },
  "check-startDate": { text: "Enter the date you started (or start).", error: true },
  "check-baseSalaryMonthly": { text: "Enter your base pay a month in whole rupees, or leave it empty.", error: true },
  "check-code": { text: "Choose what kind of job it is.", error: true },
  "check-file": { text: PLACEMENT_MESSAGES.evidenceType, error: true },
  "file-too-large": { text: "The letter is too large. Send a smaller file, or send the form without it.", error: true },
  "try-again": { text: "That did not work. Please check the form and try again.", error: true },
};

/** The code of a refused form: which message the page shows. */
function codeOf(error: unknown): string {
  if (error instanceof Refused) return "not-eligible";
  if (error instanceof NotFound) return "drive-not-found";
  if (error instanceof Conflict) {
    const byMessage: Record<string, string> = {
      [PLACEMENT_MESSAGES.alreadyApplied]: "already-applied",
      [PLACEMENT_MESSAGES.driveClosed]: "drive-closed",
      [PLACEMENT_MESSAGES.intentGiven]: "intent-given",
      [PLACEMENT_MESSAGES.intentClosed]: "intent-closed",
      [PLACEMENT_MESSAGES.outcomeRecorded]: "outcome-recorded",
      [PLACEMENT_MESSAGES.notEnrolled]: "not-enrolled",
    };
    return byMessage[error.message] ?? "try-again";
  }
  if (error instanceof TooLarge) return "file-too-large";
  if (error instanceof Invalid) {
    // The first field at fault names the message; a file refused by its bytes names "file".
    const field = Object.keys(error.errors ?? {})[0] ?? "file";
    return MESSAGES[`check-${field}`] ? `check-${field}` : "try-again";
  }
  return "try-again";
}

/** The placement card of the signed-in student, with the message the last form left. */
export async function placementSection(db: Db, leadId: string, now: number, request: FastifyRequest): Promise<string> {
  const said = (request.query as { placement?: unknown }).placement;
  const [drives, placement, outcome] = await Promise.all([studentDrives(db, leadId, now), studentPlacement(db, leadId, now), studentOutcome(db, leadId, now)]);
  const view: PlacementView = { drives, placement, outcome, message: typeof said === "string" ? MESSAGES[said] : undefined };
  return placementCard(view);
}

const back = (reply: FastifyReply, code: string) => reply.redirect(`/my?placement=${code}#placement`, 303);

/** The forms' routes; `leadOf` reads the page's session cookie. */
export async function placementPageRoutes(app: FastifyInstance, leadOf: (request: FastifyRequest) => Promise<string | undefined>) {
  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: 4 * 1024 });
    scope.addHook("preHandler", async (request, reply) => {
      if (!fromOurOwnPages(request)) throw new HttpError(403, AUTH_MESSAGES.notOurPage);
      const leadId = await leadOf(request);
      if (!leadId) return reply.redirect("/my", 303);
      request.studentLeadId = leadId;
    });
    scope.setErrorHandler(async (error, _request, reply) => {
      if (error instanceof HttpError && error.statusCode === 403) return reply.status(403).type("text/plain; charset=utf-8").send(error.message);
      const status = error instanceof DomainError || error instanceof HttpError ? 400 : ((error as { statusCode?: number }).statusCode ?? 500);
      if (status >= 500) throw error;
      return back(reply, codeOf(error));
    });

    scope.post("/my/drives/:id/apply", async (request, reply) => {
      await applyToDrive(app.db, request.studentLeadId!, (request.params as { id: string }).id, app.now());
      return back(reply, "applied");
    });

    scope.post("/my/intent", async (request, reply) => {
      const posted = postedText(request.body);
      if (posted.seeking !== "yes" && posted.seeking !== "no") return back(reply, "intent-missing");
      const reason = (posted.reason ?? "").trim().slice(0, 500) || undefined;
      await answerIntent(
        app.db,
        request.studentLeadId!,
        { seeking: posted.seeking === "yes", reason: posted.seeking === "no" ? reason : undefined },
        app.now(),
      );
      return back(reply, "answered");
    });

    scope.post("/my/outcome", async (request, reply) => {
      const { input, file } = await readReportForm(request);
      await reportOwnJob(app.db, request.studentLeadId!, input, file, app.now());
      return back(reply, "reported");
    });

    // Show or hide the proven placement on the website (docs/decisions/097): the pages switch at once.
    scope.post("/my/placement-consent", async (request, reply) => {
      await setPlacementConsent(app.db, request.studentLeadId!, postedText(request.body).show === "1", app.now());
      await app.contentChanged();
      return reply.redirect("/my#show-placement", 303);
    });
  });
}

/** The placement cards of /my, for the student module (./index.ts). */
export const placementOnMyPage: MyPageCard = {
  css: PLACEMENT_CSS,
  html: async (app, leadId, request) => (await placementSection(app.db, leadId, app.now(), request)) + consentCard(await placementConsentOf(app.db, leadId)),
  routes: placementPageRoutes,
};
