import {
  automationSettingsSchema,
  automationsUpdateSchema,
  leadWhatsAppSchema,
  whatsAppHealthSchema,
  whatsAppMediaParams,
  whatsAppReplySchema,
} from "../whatsapp";
import { heldMessagesSchema, heldSentSchema } from "../auto-messages";
import { z } from "../zod";
import { dataAnswer, endpoints, fileAnswer, idParams, recordAnswer } from "./endpoint";

// WhatsApp on the lead and Meta's lead ads (docs/decisions/064): the webhook Meta
// calls (its handshake answers the challenge as text) and the staff endpoints.

export const whatsAppEndpoints = endpoints({
  "GET /api/whatsapp/webhook": { routeInput: true, response: fileAnswer("text/plain") },
  "POST /api/whatsapp/webhook": { routeInput: true, response: z.object({ success: z.literal(true) }) },
  "GET /api/whatsapp/automations": { response: dataAnswer(automationSettingsSchema) },
  "PUT /api/whatsapp/automations": { body: automationsUpdateSchema, response: recordAnswer(automationSettingsSchema) },
  "GET /api/whatsapp/health": { response: dataAnswer(whatsAppHealthSchema) },
  // Automatic messages held over AUTO_MESSAGES_PER_DAY, and an admin's Send now (docs/decisions/082).
  "GET /api/whatsapp/held": { response: dataAnswer(heldMessagesSchema) },
  "POST /api/whatsapp/held/:id/send": { params: idParams, response: recordAnswer(heldSentSchema) },
  "GET /api/enquiries/:id/whatsapp": { params: idParams, response: dataAnswer(leadWhatsAppSchema) },
  "POST /api/enquiries/:id/whatsapp": { params: idParams, body: whatsAppReplySchema, response: recordAnswer(leadWhatsAppSchema) },
  // A student's photo or document (docs/decisions/066): the stored file, its type read from its bytes.
  "GET /api/enquiries/:id/whatsapp/media/:messageId": {
    params: whatsAppMediaParams,
    response: fileAnswer("application/octet-stream"),
  },
});
