// The front door of the certificates module (docs/decisions/090): certificates: the
// routes, issuing, and the page shell the verify page shares. Code outside the module
// imports this file only; what it exports is what other modules may use.

export { certificateRoutes } from "./routes";
export { escapeHtml, instituteName, pageShell, sendPublicPage } from "./page-shell";
export { issueCertificates, toCertificate } from "./repository";
export { VERIFY_LOOKUPS_PER_MINUTE } from "./verify-page";
export { VERIFY_CSS } from "./page-shell";
