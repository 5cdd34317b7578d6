import nodemailer, { type Transporter } from "nodemailer";
import type { ActivityKind } from "#contracts/enquiry-inbox";
import { type Config, siteUrl } from "#server/config";
import type { StoredEnquiry } from "../leads";
import { notificationMessage } from "./notification";

/** An email to a student, frozen when it was queued (payment links, a receipt). */
export interface StudentMessage {
  to: string;
  subject: string;
  text: string;
  /** The timeline line once it is sent, e.g. "Payment links emailed to …". */
  done?: string;
  /** The timeline line's kind: "payment" unless said (an automatic message by email is "whatsapp", docs/decisions/066). */
  activity?: ActivityKind;
  detail?: Record<string, unknown>;
}

export interface Mailer {
  send(enquiry: StoredEnquiry): Promise<void>;
  sendToStudent(message: StudentMessage): Promise<void>;
  close(): void;
}

/** Sends the notification of one enquiry with nodemailer over SMTP_URL. */
export function createMailer(config: Config): Mailer {
  let transport: Transporter | undefined;
  const timeout = config.OUTBOX_TIMEOUT_MS;
  const open = (url: string) =>
    (transport ??= nodemailer.createTransport({ url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout }));
  const host = () => new URL(siteUrl(config)).hostname;
  return {
    async send(enquiry) {
      if (!config.SMTP_URL || !config.MAIL_TO) throw new Error("Email is not configured (SMTP_URL and MAIL_TO)");
      const from = config.MAIL_FROM ?? `Chennai Tech Academy website <no-reply@${host()}>`;
      const { subject, text } = notificationMessage(enquiry, siteUrl(config));
      await open(config.SMTP_URL).sendMail({ from, to: config.MAIL_TO, replyTo: enquiry.email, subject, text });
    },
    async sendToStudent({ to, subject, text }) {
      if (!config.SMTP_URL) throw new Error("Email is not configured (SMTP_URL)");
      const from = config.MAIL_FROM ?? `Chennai Tech Academy <no-reply@${host()}>`;
      await open(config.SMTP_URL).sendMail({ from, to, subject, text });
    },
    close() {
      transport?.close();
      transport = undefined;
    },
  };
}
