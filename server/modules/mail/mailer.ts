import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config";
import type { StoredEnquiry } from "../enquiries/repository";
import { notificationMessage } from "./notification";

/** Staff email is on when an SMTP server and a recipient are configured. */
export const mailEnabled = (config: Config) => Boolean(config.SMTP_URL && config.MAIL_TO);

/** The address links in emails point at: SITE_URL, or this server on localhost. */
export const siteUrl = (config: Config) => config.SITE_URL ?? `http://localhost:${config.PORT}`;

export interface Mailer {
  send(enquiry: StoredEnquiry): Promise<void>;
  close(): void;
}

/** Sends the notification of one enquiry with nodemailer over SMTP_URL. */
export function createMailer(config: Config): Mailer {
  let transport: Transporter | undefined;
  const timeout = config.OUTBOX_TIMEOUT_MS;
  return {
    async send(enquiry) {
      if (!config.SMTP_URL || !config.MAIL_TO) throw new Error("Email is not configured (SMTP_URL and MAIL_TO)");
      transport ??= nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
      const from = config.MAIL_FROM ?? `Chennai Tech Academy website <no-reply@${new URL(siteUrl(config)).hostname}>`;
      const { subject, text } = notificationMessage(enquiry, siteUrl(config));
      await transport.sendMail({ from, to: config.MAIL_TO, replyTo: enquiry.email, subject, text });
    },
    close() {
      transport?.close();
      transport = undefined;
    },
  };
}
