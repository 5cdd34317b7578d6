// The employer's confirmation page (docs/decisions/095): server-rendered like
// /verify, plain HTML and two form posts, no script and no account.
import formBody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply } from "fastify";
import { formatDate } from "#contracts/date-format";
import { FIELD_MAX } from "#contracts/limits";
import { instituteDay } from "#contracts/institute-time";
import { CONFIRMATION_PAGE_MESSAGES } from "#contracts/placement-outcomes";
import { escapeHtml as e, instituteName, sendPublicPage } from "../certificates";
import { postedText } from "../common/posted-text";
import { type Answer, type ConfirmationFacts, type Refusal, answerConfirmation, confirmationPage, confirmationPath } from "./confirmation-requests";

// GET only shows; only a POST answers. The token in the address is the only
// authority (no cookie is read), so another site's page can do nothing with
// it that the link's holder could not; the answer is single use. The address
// holds the token, so the page is never cached or indexed, and the site's
// referrer policy (strict-origin-when-cross-origin) gives other sites no path.

const FORM_BODY_LIMIT = 4 * 1024;

// A few rules of its own beside the verification page's (.verify): the two answers side by side, the second quieter.
const CSS = `
.verify .answers{display:grid;gap:1rem;margin-top:1.5rem}
.verify .answers form{display:block}
.verify textarea{width:100%;box-sizing:border-box;border:1px solid #cbd5e1;border-radius:.6rem;padding:.6rem .8rem;font:inherit;min-height:4.5rem;margin-bottom:.6rem}
.verify button.quiet{background:#fff;color:#7f1d1d;border:1px solid #fca5a5}
.verify button.quiet:hover{background:#fef2f2}
.verify .status.answered{background:#dcfce7;color:#14532d}`;

function askMain(token: string, facts: ConfirmationFacts, institute: string) {
  const action = e(confirmationPath(token));
  return `
<h1>Please confirm a placement</h1>
<p class="lead">${e(institute)} asks ${e(facts.employer)} to confirm that this student works there. Nothing else about them is shared.</p>
<div class="card">
  <dl>
    <dt>Student</dt><dd>${e(facts.student)}</dd>
    <dt>Employer</dt><dd>${e(facts.employer)}</dd>
    <dt>Role</dt><dd>${e(facts.role || "Not given")}</dd>
    <dt>Start month</dt><dd>${e(facts.start ?? "Not given")}</dd>
  </dl>
  <div class="answers">
    <form method="post" action="${action}">
      <input type="hidden" name="answer" value="confirm"/>
      <button type="submit">Confirm</button>
    </form>
    <form method="post" action="${action}">
      <input type="hidden" name="answer" value="not_right"/>
      <label for="note">What is not right? (optional)</label>
      <textarea id="note" name="note" maxlength="${FIELD_MAX.text}"></textarea>
      <button type="submit" class="quiet">This is not right</button>
    </form>
  </div>
  <p class="hint">This link works once, until ${e(formatDate(instituteDay(facts.expiresAt)))}. No account is needed.</p>
</div>`;
}

const noticeMain = (title: string, message: string, kind: "answered" | "unknown") =>
  `<h1>${e(title)}</h1><div class="card" data-status="${kind}"><p class="status ${kind}" role="status">${e(message)}</p></div>`;

const TITLES: Record<Refusal["refused"], string> = {
  invalid: "Link not valid",
  expired: "Link expired",
  used: "Already answered",
  replaced: "Link replaced",
  changed: "Details changed",
  confirmed: "Thank you",
  notRight: "Thank you",
};

export async function confirmationPageRoutes(app: FastifyInstance) {
  const send = (reply: FastifyReply, status: number, title: string, main: string) => sendPublicPage(app, reply, { status, title, main, css: CSS });
  const refused = (reply: FastifyReply, r: Refusal) =>
    send(reply, r.status, TITLES[r.refused], noticeMain(TITLES[r.refused], CONFIRMATION_PAGE_MESSAGES[r.refused], "unknown"));
  const tokenOf = (params: unknown) => String((params as { token?: unknown }).token ?? "");

  app.get("/placement-confirmation/:token", async (request, reply) => {
    const token = tokenOf(request.params);
    const page = await confirmationPage(app.db, token, app.now());
    if ("refused" in page) return refused(reply, page);
    return send(reply, 200, "Please confirm a placement", askMain(token, page, await instituteName(app)));
  });

  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: FORM_BODY_LIMIT });
    // A post the page did not send (too large, another type): a page that says so, never a 500.
    scope.setErrorHandler(async (error, _request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500) throw error;
      return send(
        reply,
        status,
        "Please try again",
        noticeMain("Please try again", "The answer could not be read. Open the link from the email and press one of the buttons.", "unknown"),
      );
    });

    scope.post("/placement-confirmation/:token", async (request, reply) => {
      const token = tokenOf(request.params);
      const posted = postedText(request.body);
      const answer: Answer | null = posted.answer === "confirm" || posted.answer === "not_right" ? posted.answer : null;
      if (!answer) {
        const page = await confirmationPage(app.db, token, app.now());
        if ("refused" in page) return refused(reply, page);
        return send(reply, 400, "Please confirm a placement", askMain(token, page, await instituteName(app)));
      }
      const note = (posted.note ?? "").trim().slice(0, FIELD_MAX.text) || null;
      const answered = await answerConfirmation(app.db, token, answer, note, app.now());
      if ("refused" in answered) return refused(reply, answered);
      return send(reply, 200, TITLES[answered.done], noticeMain(TITLES[answered.done], CONFIRMATION_PAGE_MESSAGES[answered.done], "answered"));
    });
  });
}
