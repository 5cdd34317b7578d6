// The front door of the mail module (docs/decisions/090): email: the mailer and reading
// a stored message. Code outside the module imports this file only; what it exports is
// what other modules may use.

export { createMailer, type Mailer, type StudentMessage } from "./mailer";
export { readMail } from "./read-mail";
