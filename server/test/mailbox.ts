import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll } from "vitest";

/**
 * A real SMTP server on a free local port that keeps every message it is sent,
 * raw, in `received`: the stand-in for the institute's mail provider in tests
 * that read what was mailed; it can refuse messages for a while, to test retries.
 * Closed after the file's tests.
 */
export async function startMailbox() {
  const received: string[] = [];
  /** Messages still to refuse with a temporary error (451), as a mail server having trouble does. */
  let refuse = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (refuse > 0) {
          refuse -= 1;
          return cb(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        }
        received.push(Buffer.concat(chunks).toString("utf8"));
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return {
    received,
    port: (smtp.server.address() as AddressInfo).port,
    /** Refuse the next `n` messages (451); later ones are kept. */
    refuseNext: (n: number) => void (refuse = n),
  };
}
