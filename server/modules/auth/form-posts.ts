import formBody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { DASHBOARD_PATH, sectionPath } from "#contracts/dashboard-paths";
import type { FormReply } from "#contracts/form-reply";
import { AUTH_MESSAGES, signinSchema, signupSchema } from "#contracts/user";
import { checkInput, parseOr400 } from "#server/domain-errors";
import { HttpError } from "#server/http-error";
import { clientAnswerOf } from "#server/plugins/errors";
import { postedText } from "../common/posted-text";
import type { AuthDeps } from "./deps";
import { fromOurOwnPages } from "./cookies";
import { handoffCookie } from "./handoff";
import { signIn } from "./sign-in";
import { signUp } from "./sign-up";

// /login and /signup as plain form posts (docs/decisions/055, after 042): the
// forms are `method="post"` in the page's HTML, so a click before the page's
// script has run, or without JavaScript, sends the fields in a POST body, never
// in an address. The server answers with the same checks as the JSON calls:
// - refused: the page again (its status: 400, 401, 403, 429), the server's
//   message above the form as the hydrated page words it, the username kept,
//   never the password (nor a two-factor code);
// - a two-factor account after the right password: the page with the code step;
// - logged in: the session goes into an httpOnly cookie only POST
//   /api/auth/handoff reads (handoff.ts) and the browser is sent (303) to the
//   dashboard, whose script takes the session over once it runs.
// Forms sent from another site's page are refused (fromOurOwnPages).

/** A staff form's post is a few short fields. */
const FORM_BODY_LIMIT = 16 * 1024;
/** Longest value put back into a form. */
const VALUE_MAX = 200;

declare module "fastify" {
  interface FastifyInstance {
    /** Answers a staff form's plain post with its page rendered around `formReply` (set by the web plugin; 503 without a built site). */
    answerStaffForm(request: FastifyRequest, reply: FastifyReply, pathname: "/login" | "/signup", formReply: FormReply, status: number): Promise<FastifyReply>;
  }
}

const keep = (value: string | undefined) => (value ?? "").slice(0, VALUE_MAX);

/** What a refused signup puts back: everything typed but the password. */
const signupValues = (fields: Record<string, string>) => ({ username: keep(fields.username), email: keep(fields.email), mobile: keep(fields.mobile) });

const refuseOtherSites: preHandlerAsyncHookHandler = async (request) => {
  if (!fromOurOwnPages(request)) throw new HttpError(403, AUTH_MESSAGES.notOurPage);
};

export async function staffFormPostRoutes(
  app: FastifyInstance,
  limits: { signinLimit: preHandlerAsyncHookHandler; signupLimit: preHandlerAsyncHookHandler },
  deps: Pick<AuthDeps, "siteFacts">,
) {
  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: FORM_BODY_LIMIT });

    // Whatever stops a post (too many from this address, another site's page, a
    // body too large, a fault) answers the page with its message above the form.
    scope.setErrorHandler(async (error, request, reply) => {
      const pathname = request.url.startsWith("/signup") ? "/signup" : "/login";
      const fields = postedText(request.body);
      const known = clientAnswerOf(error);
      const status = known ? known.status : ((error as { statusCode?: number }).statusCode ?? 500);
      if (status >= 500) request.log.error({ err: error }, "staff form post failed");
      const notice = known && status < 500 ? known.message : status === 413 ? "The form is too large to send." : "Something went wrong.";
      const values = pathname === "/signup" ? signupValues(fields) : { username: keep(fields.username) };
      return app.answerStaffForm(request, reply, pathname, { key: pathname.slice(1), values, notice, status }, status);
    });

    scope.post("/login", { preHandler: [refuseOtherSites, limits.signinLimit] }, async (request, reply) => {
      const fields = postedText(request.body);
      const values = { username: keep(fields.username) };
      const answer = (status: number, extra: Partial<FormReply>) =>
        app.answerStaffForm(request, reply, "/login", { key: "login", values, status, ...extra }, status);
      const checked = checkInput(signinSchema, { username: fields.username ?? "", password: fields.password ?? "", code: fields.code || undefined });
      // The code step stays on screen when it was the code that was missing.
      if ("error" in checked) return answer(400, { errors: checked.error.errors, ask: fields.code !== undefined ? "required" : undefined });
      const result = await signIn(request, reply, checked.value);
      if (result.outcome === "refused") {
        if (result.retryAfterMs) void reply.header("retry-after", String(Math.ceil(result.retryAfterMs / 1000)));
        return answer(result.status, { notice: result.message });
      }
      if (result.outcome === "two-factor") return answer(401, { notice: result.message, ask: result.ask });
      // Real seconds left: the session's expiry is on the wall clock (sessions.ts).
      const ttlSeconds = Math.max(1, Math.floor((Date.parse(result.expiresAt) - Date.now()) / 1000));
      void reply.header("set-cookie", handoffCookie(request, result.token, ttlSeconds));
      return reply.header("Cache-Control", "no-store").redirect(result.setupRequired ? sectionPath("two-factor") : DASHBOARD_PATH, 303);
    });

    scope.post("/signup", { preHandler: [refuseOtherSites, limits.signupLimit] }, async (request, reply) => {
      const fields = postedText(request.body);
      try {
        await signUp(
          app.db,
          deps.siteFacts,
          parseOr400(signupSchema, { username: fields.username, email: fields.email, mobile: fields.mobile, password: fields.password }),
        );
      } catch (error) {
        const known = clientAnswerOf(error);
        if (!known || known.status >= 500) throw error;
        const errors = known.errors && Object.keys(known.errors).length ? known.errors : undefined;
        const formReply = { key: "signup", values: signupValues(fields), errors, notice: known.message, status: known.status };
        return app.answerStaffForm(request, reply, "/signup", formReply, known.status);
      }
      // The login page says the account was made (its address names the form, nothing typed).
      return reply.redirect("/login?sent=signup", 303);
    });
  });
}
