import type { EnquiryForm } from "#contracts/enquiry";
import type { OutboxKind } from "#contracts/enquiry-inbox";
import { type Config, mailEnabled } from "#server/config";
import type { Db } from "#server/db/types";
import type { Deliveries } from "../leads";
import { enqueue } from "./repository";

/** The deliveries a new enquiry of this form gets with the current configuration. */
export function outboxKindsFor(config: Config, form: EnquiryForm): OutboxKind[] {
  const kinds: OutboxKind[] = [];
  if (config.FORM_FORWARD_CONFIG[form]) kinds.push("forward");
  if (mailEnabled(config)) kinds.push("mail");
  return kinds;
}

/** The leads intake's deliveries (server/app.ts hands them in): queued with the enquiry, then the worker told to look. */
export function enquiryDeliveries(config: Config, worker: { kick(): Promise<unknown> }): Deliveries {
  return {
    async queue(trx: Db, enquiryId, input, submission, now) {
      const kinds = outboxKindsFor(config, input.form);
      await enqueue(trx, enquiryId, kinds, now, submission);
      return kinds.length > 0;
    },
    queued: () => void worker.kick(),
  };
}
