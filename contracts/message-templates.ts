import { fillPlaceholders } from "./placeholders";
import { z } from "./zod";

// WhatsApp message templates staff edit (docs/decisions/022). {name}, {course}
// and {institute} are filled in from the enquiry and the site facts;
// {payment_link} with the lead's latest unpaid fee link (docs/decisions/054).

export const TEMPLATE_PLACEHOLDERS = ["name", "course", "institute", "counsellor", "payment_link"] as const;

export const messageTemplateSchema = z.object({
  name: z.string({ error: "Name the template" }).trim().min(1, "Name the template").max(60, "The name is too long"),
  body: z.string({ error: "Write the message" }).trim().min(1, "Write the message").max(1000, "The message is too long"),
});
export type MessageTemplateInput = z.infer<typeof messageTemplateSchema>;

export interface MessageTemplate extends MessageTemplateInput {
  id: string;
  updatedAt: string;
  /** Rises with every save; an edit sends the one it was made on (docs/decisions/035). */
  revision: number;
}

/**
 * The template's text with its placeholders filled in; an unknown value reads
 * naturally ("your course"). Without an open payment link {payment_link} stays
 * as typed, so the counsellor sees there is none to send yet.
 */
export function fillTemplate(
  body: string,
  values: { name: string; course: string | null; institute: string; counsellor: string; paymentLink?: string | null },
) {
  const firstName = values.name.trim().split(/\s+/)[0] ?? values.name;
  return fillPlaceholders(body, {
    name: firstName,
    course: values.course ?? "your course",
    institute: values.institute,
    counsellor: values.counsellor,
    ...(values.paymentLink ? { payment_link: values.paymentLink } : {}),
  });
}

/** wa.me wants the number with its country code and no "+": Indian 10-digit numbers get 91. */
export function whatsappLink(phone: string, text: string) {
  const digits = phone.replace(/\D/g, "");
  const international = digits.length === 10 ? `91${digits}` : digits;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}
