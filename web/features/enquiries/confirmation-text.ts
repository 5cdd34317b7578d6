import type { EnquiryForm } from "#contracts/enquiry-forms";

// What a visitor reads after an enquiry is stored: who calls, on which number,
// how soon and about what. Written per form, because a student asking about a
// course and an HR lead planning training wait for different things.

/** The values a form sent, as the browser held them (all text). */
export type SentValues = Record<string, string>;

/** "9840012345" → "+91 98400 12345"; anything else as typed. */
export const spacedPhone = (digits: string) => (/^\d{10}$/.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : digits);

export interface ConfirmationText {
  heading: string;
  next: string;
}

export function confirmationText(form: EnquiryForm, sent: SentValues): ConfirmationText {
  const first = (form === "corporate" ? sent.firstName : sent.name)?.trim().split(/\s+/)[0];
  const heading = first ? `Thank you, ${first}. We have your enquiry.` : "Thank you. We have your enquiry.";
  const phone = spacedPhone(sent.mobile || sent.phone || "");
  const onPhone = phone ? ` on ${phone}` : "";
  switch (form) {
    case "registration":
    case "course":
      if (sent.demoAt)
        return {
          heading: first ? `Thank you, ${first}. Your free demo class is booked.` : "Thank you. Your free demo class is booked.",
          next: `A course counsellor will call you${onPhone} within one working day to confirm it and to share the ${sent.course ? `${sent.course} ` : ""}batch dates and fees.`,
        };
      return {
        heading,
        next: `A course counsellor will call you${onPhone} within one working day with the next ${sent.course ? `${sent.course} ` : ""}batch dates, fees and a free demo class.`,
      };
    case "corporate":
      return {
        heading,
        next: `Our corporate training team will call you${onPhone} within one working day to understand your team's needs, then send ${sent.company ? `${sent.company} ` : "you "}a training proposal within two working days.`,
      };
    case "contact":
      return {
        heading,
        next: `A counsellor will call you${onPhone} within one working day to answer your question.`,
      };
  }
}
