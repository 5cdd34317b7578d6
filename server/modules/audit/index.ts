// The front door of the audit module (docs/decisions/090): the audit log: its plugin,
// its routes and the list of audited writes. Code outside the module imports this file
// only; what it exports is what other modules may use.

export { registerAudit } from "./plugin";
export { auditRoutes } from "./routes";
export { AUDITED_WRITES } from "./actions";
