import { ENQUIRY_FIELD_LABELS, ENQUIRY_FORM_LABELS, type EnquiryForm } from "../../../../contracts/enquiry-forms";

export const formLabel = (form: string) => ENQUIRY_FORM_LABELS[form as EnquiryForm] ?? form;

/** Labels of the submitted fields in the detail view, in reading order. */
export const FIELD_LABELS = ENQUIRY_FIELD_LABELS;

export const DELIVERY_LABELS: Record<string, string> = {
  forward: "Forwarding to the form provider",
  mail: "Email to staff",
};
