// The front door of the outbox module (docs/decisions/090): the outbox: queued
// messages, their kinds and the worker's plugin. Code outside the module imports this
// file only; what it exports is what other modules may use.

export { registerOutbox } from "./plugin";
export { enquiryDeliveries } from "./kinds";
export { backoffMs, enqueueMessage } from "./repository";
export { FinalRefusal } from "./worker";
