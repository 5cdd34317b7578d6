import type { FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import { siteUrl } from "../mail/mailer";

/**
 * One email to a student (payment links, a receipt) over SMTP_URL. A reminder of
 * something already stored: a failure is logged and answered false, never thrown.
 */
export async function sendStudentMail(app: FastifyInstance, message: { to: string; subject: string; text: string }) {
  const { config } = app;
  if (!config.SMTP_URL) return false;
  const timeout = config.OUTBOX_TIMEOUT_MS;
  const transport = nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
  try {
    const from = config.MAIL_FROM ?? `Chennai Tech Academy <no-reply@${new URL(siteUrl(config)).hostname}>`;
    await transport.sendMail({ from, ...message });
    return true;
  } catch (err) {
    app.log.error({ err }, "payments: email to a student could not be sent");
    return false;
  } finally {
    transport.close();
  }
}
