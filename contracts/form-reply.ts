// A plain form post (before or without JavaScript) and the page the server
// answers it with: the same enquiry forms, shown with the visitor's values and the
// messages next to the fields, or with their confirmation
// (docs/decisions/042-forms-work-without-javascript.md). Shared by the server, which
// renders the answer, and the page, which shows it and keeps it through hydration.

/** What the server tells a page about one of its forms after a plain post. */
export interface FormReply {
  /** Which form on the page (its key, e.g. "contact", "apply"). */
  key: string;
  /** Stored: the form shows its confirmation. */
  sent?: boolean;
  /** Stored with a booked demo class (UTC ISO time): the confirmation repeats it (docs/decisions/061). */
  demoAt?: string;
  /** The values as they were sent, put back into the form. */
  values?: Record<string, string>;
  /** Each invalid field's message. */
  errors?: Record<string, string>;
  /** A message about the whole form (too many enquiries, nothing could be stored). */
  notice?: string;
  /** The staff login and signup forms (docs/decisions/055): the answer's HTTP status, which their words depend on. */
  status?: number;
  /** The staff login: the password was right and a two-factor code is wanted ("required") or was wrong ("invalid"). */
  ask?: "required" | "invalid";
}

/** The hidden field naming which form of the page was sent. */
export const FORM_KEY_FIELD = "_form";

/**
 * After a stored post the browser is sent (303) to the page with this parameter
 * naming the form, so a reload shows the confirmation again and never sends twice.
 * It holds a form's key only: nothing the visitor typed is ever in an address.
 */
export const SENT_PARAM = "sent";

/**
 * The enquiry forms of the public pages, by key: where each stands, so a plain
 * post can be answered on its page. A fixed list keeps the pages an address like
 * `?sent=…` can produce few (bounded cache) and every key known.
 */
export const ENQUIRY_FORM_KEYS = [
  /** /contact: the contact form. */
  "contact",
  /** A course page: the 'To Enquiry Us' form beside the content. */
  "course",
  /** A course page: the 'Apply Now' form. */
  "apply",
  /** Home: the Course Registration form ('Register Now'). */
  "register",
  /** /corporate-training: the corporate form. */
  "corporate",
  /** /corporate-training and /student-feedback: 'Request call back'. */
  "callback",
] as const;
export type EnquiryFormKey = (typeof ENQUIRY_FORM_KEYS)[number];

export const isEnquiryFormKey = (value: unknown): value is EnquiryFormKey => (ENQUIRY_FORM_KEYS as readonly unknown[]).includes(value);

/**
 * `/login?sent=signup`: where a plain signup post that made an account sends the
 * browser; the login page says the account waits for an admin (docs/decisions/055).
 */
export const SIGNUP_SENT = "signup";

/**
 * `?sent=course&demo=<UTC time>`: after a plain post that booked a demo class the
 * confirmation repeats the slot. A slot is not personal (the calendar link holds
 * it too), and only a slot the page lists is kept (contracts/page-parameters.ts).
 */
export const DEMO_PARAM = "demo";

/** A value of `?sent=` a page can show: an enquiry form's key, or the signup's. */
export const isSentKey = (value: unknown): value is EnquiryFormKey | typeof SIGNUP_SENT => value === SIGNUP_SENT || isEnquiryFormKey(value);

/** The element id of a form's section on its page: where the answer scrolls to. */
export const formAnchor = (key: string) => `enquiry-${key}`;
