// The tables of WhatsApp on the lead and Meta's lead ads (migration 019,
// docs/decisions/064), apart so types.ts stays readable.

/** A WhatsApp message to or from a student (migration 019, docs/decisions/064). */
export interface WhatsAppMessagesTable {
  id: string;
  enquiry_id: string;
  /** in | out */
  direction: string;
  /** Meta's message id; null until an outgoing message is accepted. */
  wa_id: string | null;
  /** text | template | image | document | other */
  kind: string;
  body: string;
  /** An outgoing template as JSON {name, language, params}. */
  template: string | null;
  /** 1 when the server sent it by itself. */
  automatic: number;
  /** received | queued | sent | delivered | read | failed */
  status: string;
  error: string | null;
  sent_by: string | null;
  created_at: string;
  updated_at: string;
  /** When an automatic message that did not reach the student was queued as an email instead (migration 022). */
  email_fallback_at?: string | null;
  /** An incoming image or document: Meta's media id, and its fetching (pending | stored | failed) (migration 022). */
  media_id?: string | null;
  /** A document's file name as the student sent it. */
  media_name?: string | null;
  media_status?: string | null;
  media_attempts?: number;
  media_next_at?: string | null;
  media_error?: string | null;
  /** When Meta accepted an outgoing message (migration 024); a later "read" does not move it. */
  sent_at?: string | null;
  /** Meta's error code of the refusal it got (migration 031, docs/decisions/086). */
  error_code?: number | null;
  /** How often it was queued again after a refusal in a delivery report (migration 031). */
  resends?: number;
}

/** Whether Meta refuses our access token: one row, id 1 (migration 031, docs/decisions/086). */
export interface WhatsAppTokenStateTable {
  id: number;
  /** Since when sends are refused for the token; null while it works. */
  broken_at: string | null;
  /** Meta's words of the latest refusal. */
  error: string | null;
  /** When the admins were emailed about this breakage; claimed once. */
  emailed_at: string | null;
}

/** When Meta's webhook last brought each kind of delivery (migration 024, docs/decisions/073). */
export interface WhatsAppWebhookArrivalsTable {
  /** messages | statuses | leadgen | other */
  kind: string;
  arrived_at: string;
}

/** A delivery report that came before our send's wamid was written (migration 024): applied when it is. */
export interface WhatsAppEarlyStatusesTable {
  wa_id: string;
  /** sent | delivered | read | failed */
  status: string;
  error: string | null;
  code: number | null;
  received_at: string;
}

/** The bytes of a student's image or document, fetched from the Cloud API (migration 022). */
export interface WhatsAppMediaTable {
  message_id: string;
  mime: string;
  filename: string;
  bytes: number;
  data: Buffer;
  created_at: string;
}

/** The automatic WhatsApp messages as staff set them: one row, id 1 (migration 019). */
export interface WhatsAppSettingsTable {
  id: number;
  /** JSON: Automation[] (contracts/whatsapp.ts). */
  data: string;
  revision: number;
  updated_at: string;
  updated_by: string | null;
}

/** A reminder queued once: key = occasion:lead-or-instalment:moment (migration 019). */
export interface WhatsAppRemindersTable {
  key: string;
  enquiry_id: string;
  message_id: string;
  created_at: string;
}

/** A lead-ads event: pending until fetched and stored as an enquiry (stored), or failed with the reason (migration 019). */
export interface MetaLeadsTable {
  /** The leadgen id. */
  id: string;
  form_id: string | null;
  ad_id: string | null;
  /** pending | stored | failed */
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  enquiry_id: string | null;
  created_at: string;
  updated_at: string;
}

/** An acknowledgement sent or held (migration 027, docs/decisions/082). */
export interface AutoMessagesTable {
  id: string;
  enquiry_id: string;
  /** acknowledgement */
  kind: string;
  /** whatsapp | email: how it went, or would have gone when it was held. */
  channel: string;
  /** The phone's ten digits, or the lower-case email address. */
  recipient: string;
  /** JSON {name, language, params}: the template as it goes out (an email says the same). */
  template: string;
  /** 1 when it counts against AUTO_MESSAGES_PER_DAY: the number had not written to us. */
  counted: number;
  /** sent | held | replaced (a held one the lead's newer acknowledgement took the place of) */
  status: string;
  created_at: string;
  /** When it was queued to go: at once, or when an admin pressed Send now. */
  sent_at: string | null;
  /** The admin who pressed Send now. */
  sent_by: string | null;
}

/** One row, id 1, locked by every decision to send or hold (migration 027). */
export interface AutoMessageGuardTable {
  id: number;
  locked_at: string | null;
}

/** The WhatsApp and lead-ads tables, as the database interface (./types.ts) holds them. */
export interface WhatsAppTables {
  whatsapp_messages: WhatsAppMessagesTable;
  whatsapp_media: WhatsAppMediaTable;
  whatsapp_settings: WhatsAppSettingsTable;
  whatsapp_reminders: WhatsAppRemindersTable;
  meta_leads: MetaLeadsTable;
  whatsapp_webhook_arrivals: WhatsAppWebhookArrivalsTable;
  whatsapp_early_statuses: WhatsAppEarlyStatusesTable;
  whatsapp_token_state: WhatsAppTokenStateTable;
  auto_messages: AutoMessagesTable;
  auto_message_guard: AutoMessageGuardTable;
}
