import type { AutomationsUpdate, WhatsAppReply } from "#contracts/whatsapp";
import { call } from "#web/lib/api";

// The WhatsApp calls of the dashboard (server/modules/whatsapp, docs/decisions/064,
// 065), typed by the API table: a counsellor's message from the lead view, the
// automatic messages' settings and the connection's health (admins).

/** Free text inside the 24-hour window, else an approved template; answers the conversation as it now stands. */
export const sendWhatsApp = (enquiryId: string, reply: WhatsAppReply) =>
  call("POST /api/enquiries/:id/whatsapp", { params: { id: enquiryId }, body: reply, auth: true }).then((a) => a.data);

export const fetchAutomations = (signal?: AbortSignal) => call("GET /api/whatsapp/automations", { auth: true, signal }).then((a) => a.data);

/** Every automation, made on the revision they were loaded with (a colleague's save in between is a 409). */
export const saveAutomations = (update: AutomationsUpdate) => call("PUT /api/whatsapp/automations", { body: update, auth: true }).then((a) => a.data);

export const fetchWhatsAppHealth = (signal?: AbortSignal) => call("GET /api/whatsapp/health", { auth: true, signal }).then((a) => a.data);

/** Automatic messages held over the day's limit (docs/decisions/082): the oldest, and how many in all. */
export const fetchHeldMessages = (signal?: AbortSignal) => call("GET /api/whatsapp/held", { auth: true, signal }).then((a) => a.data);

/** Sends a held message now; answers what the admin is told and how many are still held. */
export const sendHeldMessage = (id: string) => call("POST /api/whatsapp/held/:id/send", { params: { id }, auth: true });
