import { describe, expect, it } from "vitest";
import { fillTemplate } from "./message-templates";

// WhatsApp templates staff write: {name}, {course}, {institute} and {counsellor}
// are filled from the enquiry; everything else is the staff member's own text.

const values = { name: "Priya Raman", course: "Python", institute: "Chennai Tech Academy", counsellor: "Anand" };

describe("message templates", () => {
  it("fill the four known placeholders", () => {
    expect(fillTemplate("Hello {name}, {counsellor} from {institute} about {course}.", values)).toBe(
      "Hello Priya, Anand from Chennai Tech Academy about Python.",
    );
    expect(fillTemplate("About {course}", { ...values, course: null })).toBe("About your course");
  });

  it("fill {payment_link} with the lead's open fee link, and leave it as typed when there is none", () => {
    expect(fillTemplate("Pay here: {payment_link}", { ...values, paymentLink: "https://rzp.io/i/abc" })).toBe("Pay here: https://rzp.io/i/abc");
    expect(fillTemplate("Pay here: {payment_link}", values)).toBe("Pay here: {payment_link}");
  });

  it("put values in as literal text, even with $ patterns in them", () => {
    const filled = fillTemplate("Hi {name}, welcome to {institute}!", { ...values, name: "$'Ravi", institute: "A$&B $$ $` Institute" });
    expect(filled).toBe("Hi $'Ravi, welcome to A$&B $$ $` Institute!");
  });

  it("leave unknown names, including ones every object has, as typed", () => {
    expect(fillTemplate("{constructor} {toString} {hasOwnProperty} {__proto__} {phone}", values)).toBe(
      "{constructor} {toString} {hasOwnProperty} {__proto__} {phone}",
    );
  });
});
