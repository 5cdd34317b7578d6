import type { FastifyBaseLogger } from "fastify";
import { emailGreeting } from "#contracts/outgoing-text";
import { STUDENT_CODE_MINUTES } from "#contracts/student";
import { type Config, siteUrl } from "#server/config";
import type { Mailer } from "../mail";
import { sendMessage, whatsAppConfigured } from "../whatsapp";
import type { IssuedCode } from "./codes";

// Sending a code (docs/decisions/068): straight to the mail server and, when
// WhatsApp is set up with a code template, to the student's WhatsApp. Not
// through the outbox: its rows and the WhatsApp conversation staff read would
// hold the code in clear, and a code that arrives after its ten minutes is of
// no use, so a failure is logged, not retried; the student asks again.

export function codeEmail(institute: string, name: string, code: string, config: Config) {
  return {
    subject: `${code} is your sign-in code for ${institute}`,
    text: [
      // The name cleaned of links and lines (docs/decisions/082).
      emailGreeting(name),
      "",
      `Your code to open your student page is: ${code}`,
      "",
      `It works for ${STUDENT_CODE_MINUTES} minutes, once. Type it on ${new URL("/my", siteUrl(config)).toString()}`,
      "",
      "If you did not ask for it, you can ignore this email: nobody can sign in without the code.",
      "",
      institute,
    ].join("\n"),
  };
}

/** Sends the code of a student; never throws (the answer to the request is the same either way). */
export async function sendCode(deps: { config: Config; mailer: Mailer; log: FastifyBaseLogger; institute: string }, issued: IssuedCode): Promise<void> {
  const { lead, code } = issued;
  if (!lead) return;
  const { config, log } = deps;
  const sends: Promise<unknown>[] = [];
  if (config.SMTP_URL && lead.email) {
    const { subject, text } = codeEmail(deps.institute, lead.name, code, config);
    sends.push(
      deps.mailer
        .sendToStudent({ to: lead.email.trim(), subject, text })
        .catch((err: unknown) => log.warn({ err, leadId: lead.id }, "student code: email not sent")),
    );
  }
  if (whatsAppConfigured(config) && config.WHATSAPP_CODE_TEMPLATE && /^\d{10}$/.test(lead.phone)) {
    const template = { name: config.WHATSAPP_CODE_TEMPLATE, language: config.WHATSAPP_TEMPLATE_LANGUAGE, params: [code] };
    sends.push(sendMessage(config, lead.phone, { template }).catch((err: unknown) => log.warn({ err, leadId: lead.id }, "student code: WhatsApp not sent")));
  }
  if (!sends.length) log.warn({ leadId: lead.id }, "student code: neither email (SMTP_URL) nor WhatsApp is set up; the code was not sent");
  await Promise.all(sends);
}
