import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { readMail } from "#server/modules/mail/read-mail";

// The institute's mail server for a browser journey: a real SMTP server on a free
// local port that keeps what it is sent (the API tests' server/test/mailbox.ts
// hooks into Vitest, so Playwright specs use this one).

export interface E2eMailbox {
  port: number;
  /** The subjects and texts of the messages sent to `address`, oldest first. */
  to(address: string): { subject: string; text: string }[];
  stop(): Promise<void>;
}

export async function startE2eMailbox(): Promise<E2eMailbox> {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    to: (address) =>
      received
        .map(readMail)
        .filter((m) => (m.headers.to ?? "").includes(address))
        .map((m) => ({ subject: m.subject, text: m.text })),
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
