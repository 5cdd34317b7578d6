import { revisionSchema } from "../revision";
import { inTurn } from "../api";
import { ENQUIRY_FORMS, type EnquiryAnswer } from "../enquiry-forms";
import {
  ACTIVITY_KINDS,
  ENQUIRY_STATUSES,
  type EnquiryDetail,
  type EnquirySummary,
  type InboxListAnswer,
  type InboxStats,
  activitySchema,
  availabilitySchema,
  enquiryUpdateSchema,
  inboxFilterSchema,
  inboxListQuerySchema,
  mergeSchema,
} from "../enquiry-inbox";
import { firstResponseSchema } from "../first-response";
import { type MessageTemplate, messageTemplateSchema } from "../message-templates";
import { FEE_STATES } from "../batches";
import { INSTALMENT_STATUSES, type LeadPayments, type PaymentSummary, type Receipt, paymentRequestSchema, reissueSchema } from "../payments";
import { leadWhatsAppSchema } from "../whatsapp";
import { z } from "../zod";
import { dataAnswer, endpoints, fileAnswer, idParams, maybeText, okAnswer, recordAnswer } from "./endpoint";

// Leads from the public forms to a paid seat: intake, the inbox, counsellors,
// message templates and fee payments; their entries in the API table
// (docs/decisions/063).

/** A template's fields, then the revision it was made on (docs/decisions/035). */
export const templateEditSchema = inTurn(messageTemplateSchema, revisionSchema);

const enquirySummary = z.object({
  id: z.string(),
  form: z.enum(ENQUIRY_FORMS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  course: maybeText,
  company: maybeText,
  status: z.enum(ENQUIRY_STATUSES),
  createdAt: z.string(),
  lastSubmittedAt: z.string(),
  preview: maybeText,
  owner: z.object({ id: z.string(), username: z.string() }).nullable(),
  followUpAt: maybeText,
  followUpReason: z.string().optional(),
  dueAt: maybeText,
  overdue: z.boolean(),
  feeState: z.enum(FEE_STATES).optional(),
  source: z.string(),
  revision: z.number().int(),
}) satisfies z.ZodType<EnquirySummary>;

const enquiryDetail = enquirySummary.extend({
  message: maybeText,
  data: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
  lostReason: maybeText,
  origin: z.object({ page: maybeText, referrerHost: maybeText, utmSource: maybeText, utmMedium: maybeText, utmCampaign: maybeText }),
  outbox: z
    .array(
      z.object({
        id: z.string(),
        kind: z.enum(["forward", "mail", "payment_links", "receipt", "whatsapp", "student_mail"]),
        status: z.enum(["pending", "sent", "failed"]),
        attempts: z.number().int(),
        nextAttemptAt: z.string(),
        lastError: maybeText,
        createdAt: z.string(),
        updatedAt: z.string(),
      }),
    )
    .nullable(),
  timeline: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      kind: z.enum(ACTIVITY_KINDS),
      by: z.object({ id: maybeText, username: z.string() }).nullable(),
      text: z.string(),
      detail: z.record(z.string(), z.unknown()),
    }),
  ),
  whatsapp: leadWhatsAppSchema,
}) satisfies z.ZodType<EnquiryDetail>;

const inboxList = z.object({
  success: z.literal(true),
  data: z.array(enquirySummary),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  newCount: z.number().int(),
  dueCount: z.number().int(),
  awaitingCount: z.number().int(),
}) satisfies z.ZodType<InboxListAnswer>;

const count = z.number().int();
const conversion = z.object({ label: z.string(), leads: count, enrolled: count });
const inboxStats = z.object({
  today: count,
  thisWeek: count,
  newCount: count,
  total: count,
  weeks: z.array(z.object({ start: z.string(), count })),
  byCourse: z.array(z.object({ course: z.string(), count })),
  byForm: z.array(z.object({ form: z.enum(ENQUIRY_FORMS), count })),
  latest: z.array(enquirySummary),
  funnel: z.array(z.object({ status: z.enum(ENQUIRY_STATUSES), count })),
  conversionByCourse: z.array(conversion),
  conversionBySource: z.array(conversion),
  dueCount: count,
  overdueCount: count,
}) satisfies z.ZodType<InboxStats>;

export const counsellor = z.object({ id: z.string(), username: z.string(), available: z.boolean(), openLeads: count });

const messageTemplate = messageTemplateSchema.extend({ id: z.string(), updatedAt: z.string(), revision: count }) satisfies z.ZodType<MessageTemplate>;

const paise = z.number().int();
const leadPayments = z.object({
  configured: z.boolean(),
  suggestedInr: z.number().nullable(),
  batches: z.array(z.object({ id: z.string(), startDate: z.string(), feeInr: z.number() })),
  instalments: z.array(
    z.object({
      id: z.string(),
      requestId: z.string(),
      position: count,
      parts: count,
      description: z.string(),
      amountPaise: paise,
      amountPaidPaise: paise,
      dueDate: z.string(),
      status: z.enum(INSTALMENT_STATUSES),
      shortUrl: z.string(),
      createdAt: z.string(),
      receipts: z.array(z.object({ id: z.string(), number: z.string(), amountPaise: paise, paidAt: z.string() })),
      flag: maybeText,
      replacedBy: maybeText,
    }),
  ),
}) satisfies z.ZodType<LeadPayments>;

export const receipt = z.object({
  id: z.string(),
  number: z.string(),
  paymentId: z.string(),
  enquiryId: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  description: z.string(),
  amountPaise: paise,
  method: maybeText,
  paidAt: z.string(),
  gst: z.object({ gstin: z.string(), ratePercent: z.number(), taxablePaise: paise, cgstPaise: paise, sgstPaise: paise }).nullable(),
  institute: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() }),
}) satisfies z.ZodType<Receipt>;

const paymentSummary = z.object({
  configured: z.boolean(),
  collectedPaise: paise,
  duePaise: paise,
  dueCount: count,
  overduePaise: paise,
  overdueCount: count,
  overdue: z.array(
    z.object({ id: z.string(), enquiryId: z.string(), name: z.string(), description: z.string(), dueDate: z.string(), outstandingPaise: paise }),
  ),
  attention: z.array(
    z.object({
      id: z.string(),
      enquiryId: maybeText,
      name: z.string(),
      description: z.string(),
      reason: z.string(),
      receipts: z.array(z.object({ id: z.string(), number: z.string() })),
    }),
  ),
}) satisfies z.ZodType<PaymentSummary>;

/**
 * What the public forms send: one form's fields (checked by the handler with
 * the enquiry schema after the honeypot, docs/decisions/011), the visit's
 * campaign and the honeypot itself.
 */
const enquiryPost = z.looseObject({ form: z.enum(ENQUIRY_FORMS) });

/** A success whose other fields are not described yet. */

export const leadEndpoints = endpoints({
  "POST /api/enquiries": {
    handlerChecks: { body: enquiryPost },
    response: z.object({ success: z.literal(true), message: z.string(), id: z.string() }) satisfies z.ZodType<EnquiryAnswer>,
  },
  "GET /api/demo-class.ics": { routeInput: true, response: fileAnswer("text/calendar") },
  "GET /api/enquiries": { query: inboxListQuerySchema, response: inboxList },
  "GET /api/enquiries/stats": { response: dataAnswer(inboxStats) },
  "GET /api/enquiries/first-response": { response: dataAnswer(firstResponseSchema) },
  "GET /api/enquiries/export.csv": { query: inboxFilterSchema, response: fileAnswer("text/csv") },
  "GET /api/enquiries/:id": { params: idParams, response: dataAnswer(enquiryDetail) },
  "PATCH /api/enquiries/:id": { params: idParams, body: enquiryUpdateSchema, response: recordAnswer(enquiryDetail) },
  "POST /api/enquiries/:id/activities": { params: idParams, body: activitySchema, response: recordAnswer(enquiryDetail) },
  "POST /api/enquiries/:id/merge": { params: idParams, body: mergeSchema, response: recordAnswer(enquiryDetail) },
  "DELETE /api/enquiries/:id": { params: idParams, response: okAnswer },
  "POST /api/enquiries/:id/retry": { params: idParams, response: recordAnswer(enquiryDetail) },
  "GET /api/counsellors": { response: dataAnswer(z.array(counsellor)) },
  "PUT /api/counsellors/:id/availability": { params: idParams, body: availabilitySchema, response: okAnswer },
  "GET /api/message-templates": { response: dataAnswer(z.array(messageTemplate)) },
  "POST /api/message-templates": { body: messageTemplateSchema, response: recordAnswer(messageTemplate) },
  "PUT /api/message-templates/:id": { params: idParams, body: templateEditSchema, response: recordAnswer(messageTemplate) },
  "DELETE /api/message-templates/:id": { params: idParams, response: okAnswer },
  "GET /api/enquiries/:id/payments": { params: idParams, response: dataAnswer(leadPayments) },
  "POST /api/enquiries/:id/payments": { params: idParams, body: paymentRequestSchema, response: recordAnswer(leadPayments) },
  "POST /api/payments/instalments/:id/cancel": { params: idParams, response: recordAnswer(leadPayments) },
  "POST /api/payments/instalments/:id/reissue": { params: idParams, body: reissueSchema, response: recordAnswer(leadPayments) },
  "GET /api/payments/receipts/:id": { params: idParams, response: dataAnswer(receipt) },
  "GET /api/payments/summary": { response: dataAnswer(paymentSummary) },
  "POST /api/payments/razorpay/webhook": {
    routeInput: true,
    // Stored to be applied by the jobs runner, or stored before (docs/decisions/085).
    response: z.object({ success: z.literal(true), outcome: z.enum(["queued", "replay"]) }),
  },
});
