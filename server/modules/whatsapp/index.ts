// The front door of the whatsapp module (docs/decisions/090): WhatsApp: the routes,
// sending and delivery, and the reminders' plugin. Code outside the module imports this
// file only; what it exports is what other modules may use.

export { registerWhatsAppReminders } from "./plugin";
export { whatsAppRoutes } from "./routes";
export { sendMessage, WHATSAPP, whatsAppConfigured } from "./cloud-api";
export { deliverWhatsApp, whatsAppGaveUp, withAcknowledgement } from "./deliver";
export { queueWhatsApp } from "./messages";
export { emailInstead } from "./deliver";
export { inQuietHours } from "./reminders";
