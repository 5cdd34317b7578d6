import { type FakeRazorpay, startFakeRazorpay } from "#server/test/fake-razorpay";
import { type E2eMailbox, startE2eMailbox } from "./mailbox";
import { type OwnServer, startOwnServer } from "./own-server";

// A server of its own with Razorpay's local stand-in (and, for the student's
// journeys, the institute's mail server), for the specs that take money: their
// numbers and seats are exact only on a database no other spec writes to.

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface PaymentsSite extends OwnServer {
  gateway: FakeRazorpay;
}

/** Starts the stand-in, then the server pointed at it; `stop()` stops both. */
export async function startPaymentsSite(name: string, keys: RazorpayKeys, env: Record<string, string> = {}): Promise<PaymentsSite> {
  const gateway = await startFakeRazorpay(keys);
  const server = await startOwnServer(name, {
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_BASE: gateway.url,
    ...env,
  });
  return {
    ...server,
    gateway,
    async stop() {
      await server.stop();
      await gateway.stop();
    },
  };
}

/** The same with a mail server the site sends to (sign-in codes, receipts); `stop()` stops all three. */
export async function startPaymentsSiteWithMail(name: string, keys: RazorpayKeys): Promise<PaymentsSite & { mailbox: E2eMailbox }> {
  const mailbox = await startE2eMailbox();
  const site = await startPaymentsSite(name, keys, { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
  return {
    ...site,
    mailbox,
    async stop() {
      await site.stop();
      await mailbox.stop();
    },
  };
}
