import type { Config } from "#server/config";
import { formatDate } from "#contracts/date-format";
import { emailGreeting } from "#contracts/outgoing-text";
import { formatPaise } from "#contracts/payments";
import type { Db } from "#server/db/types";
import { siteUrl } from "#server/config";
import type { StudentMessage } from "../mail";
import { enqueueMessage } from "../outbox";
import { getReceipt } from "./receipts";

// The student's emails (docs/decisions/056): written when the links are stored or
// the payment recorded, queued in the same transaction, and delivered by the
// outbox worker, retried until the mail server takes them. The timeline says
// "emailed" once it did.

/** Queues the links' email when mail is set up and the lead has an address. */
export async function queueLinksMail(
  trx: Db,
  config: Config,
  lead: { id: string; name: string; email: string },
  description: string,
  links: { amountPaise: number; dueDate: string; shortUrl: string }[],
  now: number,
) {
  if (!config.SMTP_URL || !lead.email) return;
  const message: StudentMessage = {
    to: lead.email,
    subject: `Fee payment: ${description}`,
    text: [
      // The name cleaned of links and lines (docs/decisions/082).
      emailGreeting(lead.name),
      "",
      `Here is how to pay for ${description}:`,
      "",
      ...links.map((l) => `- ${formatPaise(l.amountPaise)}, due ${formatDate(l.dueDate)}: ${l.shortUrl}`),
      "",
      "You will get a receipt by email once a payment is received.",
    ].join("\n"),
    done: `Payment links emailed to ${lead.email}`,
  };
  await enqueueMessage(trx, lead.id, "payment_links", message, now);
}

/** Queues the receipt's email (its lead must still exist: the outbox row belongs to it). */
export async function queueReceiptMail(trx: Db, config: Config, enquiryId: string, receiptId: string, now: number) {
  const r = await getReceipt(trx, receiptId);
  if (!r?.studentEmail || !config.SMTP_URL) return;
  const lines = [
    emailGreeting(r.studentName),
    "",
    `We received ${formatPaise(r.amountPaise)} for ${r.description}. Thank you.`,
    "",
    `Receipt ${r.number}`,
    `Paid: ${r.paidAt.slice(0, 10)}${r.method ? ` (${r.method})` : ""}`,
    `Payment reference: ${r.paymentId}`,
    ...(r.gst
      ? [
          `GSTIN: ${r.gst.gstin}`,
          `Taxable value: ${formatPaise(r.gst.taxablePaise)}`,
          `CGST ${r.gst.ratePercent / 2} %: ${formatPaise(r.gst.cgstPaise)}`,
          `SGST ${r.gst.ratePercent / 2} %: ${formatPaise(r.gst.sgstPaise)}`,
        ]
      : []),
    "",
    r.institute.name,
    r.institute.address,
    siteUrl(config),
  ];
  const message: StudentMessage = {
    to: r.studentEmail,
    subject: `Receipt ${r.number}: ${r.institute.name}`,
    text: lines.join("\n"),
    done: `Receipt ${r.number} emailed to ${r.studentEmail}`,
  };
  await enqueueMessage(trx, enquiryId, "receipt", message, now);
}
