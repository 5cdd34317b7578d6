import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll } from "vitest";

/**
 * A real SMTP server on a free local port that keeps every message it is sent,
 * raw, in `received`: the stand-in for the institute's mail provider in tests
 * that read what was mailed. Closed after the file's tests.
 */
export async function startMailbox() {
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
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return { received, port: (smtp.server.address() as AddressInfo).port };
}
