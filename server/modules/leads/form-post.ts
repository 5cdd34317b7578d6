import formBody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ENQUIRY_MESSAGES, HONEYPOT_FIELD } from "#contracts/enquiry-forms";
import { DEMO_PARAM, FORM_KEY_FIELD, type FormReply, SENT_PARAM, formAnchor, isEnquiryFormKey } from "#contracts/form-reply";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "#server/db/faults";
import { clientAnswerOf } from "#server/plugins/errors";
import { postedText } from "../common/posted-text";
import { enquiryRateLimit } from "./intake-routes";

// The enquiry forms as plain posts (docs/decisions/042-forms-work-without-javascript.md):
// before a page's script has arrived, or without JavaScript, a form posts its
// fields to the page it is on. The server checks and stores the enquiry exactly as
// POST /api/enquiries does, then sends the browser back to the page showing the
// form's confirmation (303: a reload never sends it twice), or answers the page
// itself with the messages next to the fields and every value kept.

/** A form's fields are short texts; a post this large is not one of ours. */
const FORM_BODY_LIMIT = 64 * 1024;
/** Longest value put back into a form (the longest field allows far less). */
const VALUE_MAX = 5_000;

/** What the pages side offers this module (server/plugins/web.ts). */
export interface FormPages {
  /** Whether a path is one of the site's public pages. */
  isPage(pathname: string): boolean;
  /** Sends the page rendered with a form's answer; it holds what the visitor typed, so it is never stored or cached. */
  answer(request: FastifyRequest, reply: FastifyReply, pathname: string, formReply: FormReply, status: number): Promise<FastifyReply>;
}

/** The path of a request's URL, without its query or a trailing slash. */
function pathOf(url: string) {
  const path = url.split(/[?#]/)[0] ?? "/";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * The campaign of the address the form was posted to: a form posts to its own
 * page, query string included, so an ad's or newsletter's utm_* values come along
 * (the intake cleans them like the hydrated page's, and drops what cannot be).
 */
function campaignOf(url: string) {
  const query = new URLSearchParams(url.split("#")[0]?.split("?")[1] ?? "");
  const campaign: Record<string, string> = {};
  for (const [param, field] of [
    ["utm_source", "utmSource"],
    ["utm_medium", "utmMedium"],
    ["utm_campaign", "utmCampaign"],
  ] as const) {
    const value = query.get(param);
    if (value) campaign[field] = value;
  }
  return campaign;
}

/** What goes back into the form: the visitor's own fields, never the hidden ones or the honeypot. */
function valuesToShow(fields: Record<string, string>) {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name === FORM_KEY_FIELD || name === HONEYPOT_FIELD || name === "form" || name === "source") continue;
    shown[name] = value.slice(0, VALUE_MAX);
  }
  return shown;
}

/** A failure that is about the whole form rather than a field: its message and status. */
function noticeOf(error: unknown): { status: number; notice: string } {
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 429) return { status, notice: ENQUIRY_MESSAGES.tooMany };
  if (status === 413) return { status, notice: "The form is too large to send. Please shorten your message." };
  if (isDatabaseUnavailable(error)) return { status: 503, notice: DATABASE_UNAVAILABLE_MESSAGE };
  const known = clientAnswerOf(error);
  if (known && known.status < 500) return { status: known.status, notice: known.message };
  return { status: 500, notice: "Something went wrong! Your enquiry was not sent. Please try again, or call us." };
}

export async function formPostRoutes(app: FastifyInstance, pages: FormPages) {
  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: FORM_BODY_LIMIT });

    /** Not one of our forms on one of our pages: said plainly, nothing stored. */
    const unreadable = (reply: FastifyReply) =>
      reply
        .status(400)
        .type("text/plain; charset=utf-8")
        .header("Cache-Control", "no-store")
        .send("The form could not be read. Please go back, reload the page and try again.");

    // Anything that stops a post before or while it is stored (too many from one
    // address, a body too large, the database and the disk both away) answers the
    // page with the form as it was sent and a message above its button.
    scope.setErrorHandler(async (error, request, reply) => {
      const pathname = pathOf(request.url);
      const fields = postedText(request.body);
      const key = fields[FORM_KEY_FIELD];
      if (!pages.isPage(pathname) || !isEnquiryFormKey(key)) return unreadable(reply);
      const { status, notice } = noticeOf(error);
      if (status >= 500) request.log.error({ err: error, form: key }, "plain form post failed");
      return pages.answer(request, reply, pathname, { key, values: valuesToShow(fields), notice }, status);
    });

    scope.post(
      "/*",
      // Checked once the body is read, so a refused post can still show its values.
      { config: { rateLimit: { ...enquiryRateLimit(app), hook: "preHandler" } } },
      async (request, reply) => {
        const pathname = pathOf(request.url);
        // Only the site's pages take posts; anything else is not here, as before.
        if (!pages.isPage(pathname)) return reply.status(404).send({ success: false, message: "Not found" });
        const fields = postedText(request.body);
        const key = fields[FORM_KEY_FIELD];
        if (!isEnquiryFormKey(key)) return unreadable(reply);
        const { [FORM_KEY_FIELD]: _key, ...enquiry } = fields;
        // "No demo, just call me" posts an empty choice; the hydrated form leaves it out.
        if (enquiry.demoAt === "") delete enquiry.demoAt;
        try {
          await app.enquiries.receive({ ...enquiry, ...campaignOf(request.url), page: pathname }, request.log);
        } catch (error) {
          const known = clientAnswerOf(error);
          if (!known || known.status !== 400) throw error;
          // Every field's message (the hydrated form shows the first failure as a
          // toast; here there is no toast, so each field says what is wrong).
          const errors = known.errors && Object.keys(known.errors).length ? known.errors : undefined;
          return pages.answer(request, reply, pathname, { key, values: valuesToShow(fields), errors, notice: errors ? undefined : known.message }, 400);
        }
        // A booked demo's slot comes along, so the confirmation repeats it (docs/decisions/061).
        const sent = new URLSearchParams({ [SENT_PARAM]: key, ...(enquiry.demoAt ? { [DEMO_PARAM]: enquiry.demoAt } : {}) });
        return reply.redirect(`${pathname}?${sent}#${formAnchor(key)}`, 303);
      },
    );
  });
}
