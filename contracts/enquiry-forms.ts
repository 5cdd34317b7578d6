// What the four public enquiry forms share with the
// server and the dashboard without needing zod: texts, form names, labels and
// answer shapes. The schemas themselves are in enquiry.ts. The texts are fixed
// product rules (docs/decisions/008): reword them only by a new decision.

export const ENQUIRY_MESSAGES = {
  name: "Name is required",
  mobile: "Enter a valid 10-digit mobile number",
  phone: "Enter a valid 10-digit phone number",
  email: "Enter a valid email address",
  course: "Please select a course",
  message: "Message cannot be empty",
  firstName: "First name is required",
  lastName: "Last name is required",
  company: "Company name is required",
  peopleCount: "Enter number of people to train",
  /** Success texts. */
  contactSuccess: "Message sent successfully!",
  success: "Form submitted successfully!",
  /** Failure texts (the registration form adds a cross mark). */
  failure: "Something went wrong!",
  registrationFailure: "❌ Something went wrong!",
  tooMany: "Too many enquiries from your connection. Please wait a minute and try again.",
  unknownForm: "Unknown enquiry form",
  /** A demo time that is not (or no longer) one of the course's offered slots. */
  demo: "Please choose one of the demo times offered",
} as const;

export const ENQUIRY_FORMS = ["registration", "contact", "course", "corporate"] as const;
export type EnquiryForm = (typeof ENQUIRY_FORMS)[number];

/** Labels staff and logs use for each form. */
export const ENQUIRY_FORM_LABELS: Record<EnquiryForm, string> = {
  registration: "Course registration",
  contact: "Contact",
  course: "Course enquiry",
  corporate: "Corporate",
};

/**
 * The hidden honeypot input. People never see or fill it; a bot that fills it is
 * answered exactly like a real visitor and nothing is stored (docs/decisions/011).
 */
export const HONEYPOT_FIELD = "website";

/** The answer of a successful POST /api/enquiries. */
export interface EnquiryAnswer {
  success: true;
  message: string;
  /**
   * This submission's reference: a new lead's id, or the submission's own id when
   * it joined a known visitor's lead (or waits on disk during an outage). The
   * answer is the same either way (docs/decisions/035).
   */
  id: string;
}

/** The success toast of each form: the contact form's own text, the others share one. */
export const enquirySuccessMessage = (form: EnquiryForm) => (form === "contact" ? ENQUIRY_MESSAGES.contactSuccess : ENQUIRY_MESSAGES.success);

export interface FieldError {
  field: string;
  message: string;
}

/** Labels of submitted enquiry fields, in reading order (dashboard detail view and staff email). */
export const ENQUIRY_FIELD_LABELS: Record<string, string> = {
  name: "Name",
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone",
  mobile: "Mobile",
  email: "Email",
  course: "Course",
  company: "Company",
  peopleCount: "People to train",
  jobTitle: "Job title",
  message: "Message",
  source: "Sent from",
};
