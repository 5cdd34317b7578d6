// The front door of the leads module (docs/decisions/090): leads (docs/decisions/062),
// with intake, the inbox, the pipeline, the timeline and the named writes other modules
// use. Code outside the module imports this file only; what it exports is what other
// modules may use.

export { pipelineRoutes } from "./counsellor-routes";
export { enquiryInboxRoutes } from "./inbox-routes";
export { enquiryRoutes } from "./intake-routes";
export { registerEnquiries } from "./plugin";
export { checkMayWork, mayWork, PIPELINE_MESSAGES } from "./changes";
export { demoCalendarRoutes } from "./demo-calendar";
export { currentSlot, digestMessage, registerDigest } from "./digest";
export { feeStates } from "./fee-state";
export { median, responseTimes } from "./first-response";
export { formPostRoutes } from "./form-post";
export type { Deliveries, EnquiryService } from "./intake";
export { bringFollowUpForward, insertEnquiry, markWhatsAppReachable, markWhatsAppUnreachable, setEnrolled, setWhatsAppOptOut } from "./lead-writes";
export { lockLead } from "./locks";
export { enquiryLink, findEnquiry, type StoredEnquiry, withSubmission } from "./repository";
export { EnquirySpool } from "./spool";
export { type Arrival, type IntakeConfig, takeIntoLead } from "./take-into-lead";
export { type Actor, addActivity, orderedId } from "./timeline";
export { unassignLeadsOf } from "./unassign";
export { freeTextUntil, lastIncomingAt, leadWhatsApp } from "./whatsapp-conversation";
