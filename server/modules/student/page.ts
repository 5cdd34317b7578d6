import crypto from "node:crypto";
import formBody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { STUDENT_MESSAGES, STUDENT_SESSION_DAYS, studentCodeSchema, studentSessionSchema } from "#contracts/student";
import { AUTH_MESSAGES } from "#contracts/user";
import { NotFound, TooMany, Unauthenticated, checkInput } from "#server/domain-errors";
import { HttpError } from "#server/http-error";
import { clientAnswerOf } from "#server/plugins/errors";
import { pageCsp } from "#server/plugins/security-headers";
import { cookieOf, fromOurOwnPages, setCookie } from "../auth";
import { pageShell, instituteName } from "../certificates";
import { postedText } from "../common/posted-text";
import { whatsAppConfigured } from "../whatsapp";
import { MY_CSS } from "./page-css";
import type { MyPageCard } from "./page-cards";
import { codeForm, emailForm, receiptMain, receiptNotFoundMain, studentMain } from "./page-html";
import type { StudentService } from "./service";
import { studentOfToken } from "./sessions";

// /my, the student's own page (docs/decisions/068), like /verify (052): a
// small server-rendered route wearing the site's header and footer, not a
// snapshot page, because it is one person's records, read per request. Plain
// HTML and form posts: it needs no JavaScript, so a slow phone gets it whole in
// one response and the public pages' script budgets are untouched. One short
// inline script (allowed by its hash) only marks a button busy while a form is
// sent and shows a receipt's print button.
// The session rides in an httpOnly cookie holding a student token; SameSite=Lax,
// so a link to /my in an email or WhatsApp opens the page signed in, while every
// change is a POST that another site's page cannot send (Lax keeps the cookie
// back, and fromOurOwnPages refuses it).

export const STUDENT_COOKIE = "cta_student";
const FORM_BODY_LIMIT = 4 * 1024;

const SCRIPT = `document.addEventListener("submit",function(e){var b=e.target.querySelector("[data-busy]");if(b){setTimeout(function(){b.setAttribute("data-label",b.textContent);b.disabled=true;b.textContent=b.getAttribute("data-busy")},0)}});addEventListener("pageshow",function(){document.querySelectorAll("[data-label]").forEach(function(b){b.disabled=false;b.textContent=b.getAttribute("data-label")})});document.querySelectorAll("[data-print]").forEach(function(b){b.hidden=false;b.addEventListener("click",function(){print()})});`;
const SCRIPT_HASH = `sha256-${crypto.createHash("sha256").update(SCRIPT).digest("base64")}`;

export async function studentPageRoutes(
  app: FastifyInstance,
  { service, limits, cards = [] }: { service: StudentService; limits: { code: onRequestHookHandler; session: onRequestHookHandler }; cards?: MyPageCard[] },
) {
  const css = MY_CSS + cards.map((card) => card.css).join("");
  const send = async (reply: FastifyReply, status: number, title: string, main: string) => {
    const institute = await instituteName(app);
    const shell = await pageShell(app, institute, `${title} | ${institute}`, { css, path: "/my" });
    return reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("X-Robots-Tag", "noindex")
      .header("Content-Security-Policy", pageCsp({ scriptHashes: [SCRIPT_HASH] }))
      .header("Cache-Control", "no-store")
      .send(`${shell.head}<main id="main" class="my">${main}<script>${SCRIPT}</script></main>${shell.tail}`);
  };
  const cookie = (request: FastifyRequest, value: string, maxAgeSeconds: number) =>
    setCookie(request, STUDENT_COOKIE, value, { path: "/my", maxAgeSeconds, sameSite: "Lax" });
  // Whether codes also go on WhatsApp (./send-code.ts): the sign-in form says so only then.
  const whatsApp = whatsAppConfigured(app.config) && Boolean(app.config.WHATSAPP_CODE_TEMPLATE);
  const leadOf = (request: FastifyRequest) => studentOfToken(app.db, cookieOf(request, STUDENT_COOKIE), app.now());

  app.get("/my", async (request, reply) => {
    const token = cookieOf(request, STUDENT_COOKIE);
    const leadId = await leadOf(request);
    if (leadId) {
      try {
        const page = await service.page(leadId);
        const more = await Promise.all(cards.map((card) => card.html(app, leadId, request)));
        return await send(reply, 200, "Your student page", studentMain(page, undefined, more.join("")));
      } catch (err) {
        if (!(err instanceof Unauthenticated)) throw err;
      }
    }
    const out = (request.query as { out?: unknown }).out !== undefined;
    // A cookie that no longer opens a session (expired, signed out elsewhere): said once, then forgotten.
    if (token) void reply.header("set-cookie", cookie(request, "", 0));
    const notice = out ? STUDENT_MESSAGES.signedOut : token ? STUDENT_MESSAGES.sessionEnded : undefined;
    return send(reply, 200, "Your student page", emailForm({ notice, whatsApp }));
  });

  app.get("/my/receipts/:id", async (request, reply) => {
    const leadId = await leadOf(request);
    if (!leadId) return reply.redirect("/my", 303);
    try {
      const receipt = await service.receipt(leadId, (request.params as { id: string }).id);
      return await send(reply, 200, `Receipt ${receipt.number}`, receiptMain(receipt));
    } catch (err) {
      if (err instanceof NotFound) return send(reply, 404, "Receipt not found", receiptNotFoundMain());
      throw err;
    }
  });

  for (const card of cards) await card.routes(app, leadOf);

  // The forms' posts: refused ones answer the page again with the message above the form.
  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: FORM_BODY_LIMIT });
    scope.addHook("preHandler", async (request) => {
      if (!fromOurOwnPages(request)) throw new HttpError(403, AUTH_MESSAGES.notOurPage);
    });
    scope.setErrorHandler(async (error, request, reply) => {
      const known = clientAnswerOf(error);
      const status = known ? known.status : ((error as { statusCode?: number }).statusCode ?? 500);
      if (status >= 500) throw error;
      const message = known ? known.message : status === 429 ? STUDENT_MESSAGES.tooManyRequests : "Please check the form and try again.";
      const email = (postedText(request.body).email ?? "").trim().slice(0, 254);
      const main = request.url.startsWith("/my/session") && email ? codeForm({ email, error: message }) : emailForm({ email, error: message, whatsApp });
      return send(reply, status, "Your student page", main);
    });

    scope.post("/my/code", { onRequest: limits.code }, async (request, reply) => {
      const checked = checkInput(studentCodeSchema, postedText(request.body));
      if ("error" in checked) throw checked.error;
      const { email } = checked.value;
      try {
        await service.requestCode(email);
      } catch (err) {
        // Past the address's limit: the latest code still works, so the code step stays open.
        if (err instanceof TooMany) return send(reply, 429, "Enter your code", codeForm({ email, error: err.message }));
        throw err;
      }
      return send(reply, 200, "Enter your code", codeForm({ email, notice: STUDENT_MESSAGES.codeSent }));
    });

    scope.post("/my/session", { onRequest: limits.session }, async (request, reply) => {
      const checked = checkInput(studentSessionSchema, postedText(request.body));
      if ("error" in checked) throw checked.error;
      const { token } = await service.signIn(checked.value.email, checked.value.code);
      return reply.header("set-cookie", cookie(request, token, STUDENT_SESSION_DAYS * 86_400)).redirect("/my", 303);
    });

    scope.post("/my/sign-out", async (request, reply) => {
      const token = cookieOf(request, STUDENT_COOKIE);
      if (token) await service.signOut(token);
      return reply.header("set-cookie", cookie(request, "", 0)).redirect("/my?out", 303);
    });
  });
}
