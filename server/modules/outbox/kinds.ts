import type { EnquiryForm } from "../../../contracts/enquiry";
import type { OutboxKind } from "../../../contracts/enquiry-inbox";
import type { Config } from "../../config";
import { mailEnabled } from "../mail/mailer";

/** The deliveries a new enquiry of this form gets with the current configuration. */
export function outboxKindsFor(config: Config, form: EnquiryForm): OutboxKind[] {
  const kinds: OutboxKind[] = [];
  if (config.FORM_FORWARD_CONFIG[form]) kinds.push("forward");
  if (mailEnabled(config)) kinds.push("mail");
  return kinds;
}
