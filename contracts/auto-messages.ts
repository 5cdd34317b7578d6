import { AUTOMATIONS } from "./whatsapp";
import { z } from "./zod";

// Automatic messages held back (docs/decisions/082): past AUTO_MESSAGES_PER_DAY
// in 24 hours, an acknowledgement to someone who has not written to us waits
// here for an admin, who sees it on the Overview's WhatsApp card and may send it.

/** One held message as the admin sees it. */
export const heldMessageSchema = z.object({
  id: z.string(),
  enquiryId: z.string(),
  /** The lead's name as stored (the message itself greets by the cleaned first name). */
  name: z.string(),
  kind: z.enum(AUTOMATIONS),
  /** How it would go now: WhatsApp, or email when WhatsApp cannot reach the lead. */
  channel: z.enum(["whatsapp", "email"]),
  /** The number or address it would go to. */
  to: z.string(),
  /** What it says: the template's name and parameters. */
  text: z.string(),
  heldAt: z.string(),
});
export type HeldMessage = z.infer<typeof heldMessageSchema>;

/** GET /api/whatsapp/held (admins): the oldest held messages, and how many there are in all. */
export const heldMessagesSchema = z.object({
  total: z.number().int(),
  messages: z.array(heldMessageSchema),
});
export type HeldMessages = z.infer<typeof heldMessagesSchema>;

/** POST /api/whatsapp/held/:id/send (admins): the lead it went to and how many are still held. */
export const heldSentSchema = z.object({
  enquiryId: z.string(),
  held: z.number().int(),
});

/** The most held messages one list shows; the total says how many more wait. */
export const HELD_LIST_LIMIT = 100;

export const HELD_MESSAGES = {
  sent: "Sent",
  alreadySent: "This message has already been sent.",
  replaced: "This message is no longer held: the student enquired again and a newer acknowledgement took its place.",
  optedOut: "Not sent: the student has since asked for no automatic messages (STOP).",
} as const;
