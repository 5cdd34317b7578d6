// The front door of the payments module (docs/decisions/090): payments: the routes,
// receipts, fee requests and the instalment summaries other modules read. Code outside
// the module imports this file only; what it exports is what other modules may use.

export { paymentRoutes } from "./routes";
export { holdsPayments } from "./fee-requests";
export { RAZORPAY } from "./razorpay";
export { getReceipt } from "./receipts";
export { outstandingInstalments, overdueInstalmentLines } from "./summary";
