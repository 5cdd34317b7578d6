import { describe, expect, it } from "vitest";
import { COURSE_NAMES } from "./courses";
import {
  ENQUIRY_MESSAGES as M,
  contactSchema,
  corporateSchema,
  courseEnquirySchema,
  enquirySchema,
  enquirySuccessMessage,
  firstError,
  firstIssue,
  registrationSchema,
} from "./enquiry";

const valid = {
  registration: { name: "Priya Raman", mobile: "9876543210", email: "priya@example.in", course: "Python" },
  contact: { name: "Arun Kumar", phone: "9123456780", email: "arun@example.com", message: "Do you have weekend batches?" },
  course: { name: "Divya S", email: "divya@example.org", phone: "9000012345", course: "Data Science" },
  corporate: {
    firstName: "Karthik",
    lastName: "Subramanian",
    email: "karthik@acme.co.in",
    phone: "9445566778",
    company: "Acme Logistics",
    peopleCount: "25",
    jobTitle: "L&D Manager",
    message: "AWS for our ops team",
  },
};

const badEmails = ["", "   ", "priya", "priya@", "@example.in", "priya@example", "priya example@x.in", "a@b.c d"];
const badPhones = [
  "",
  "12345",
  "123456789",
  "12345678901",
  "98765 4321",
  "98765-4321",
  "+919876543",
  "abcdefghij",
  "９８７６５４３２１０",
  "98400abc12345",
  "+91 98400 1234",
  "+1 98400 12345",
  "0091 98400 12345",
  "+91 098400 12345",
  "91 98400 1234",
  "00 98400 12345",
  "98400.12345",
  "98400_12345",
  "+ 98400 12345",
];

/** How people and Indian browser autofill write a number, and the 10 digits stored. */
const writtenPhones: [string, string][] = [
  ["9840012345", "9840012345"],
  [" 9840012345 ", "9840012345"],
  ["98400 12345", "9840012345"],
  ["98400-12345", "9840012345"],
  ["98765-43210", "9876543210"],
  ["+91 98400 12345", "9840012345"],
  ["+91-98400-12345", "9840012345"],
  ["+919840012345", "9840012345"],
  ["+91 (98400) 12345", "9840012345"],
  ["(+91) 98400 12345", "9840012345"],
  ["91 98400 12345", "9840012345"],
  ["919840012345", "9840012345"],
  ["098400 12345", "9840012345"],
  ["09840012345", "9840012345"],
  ["(044) 2345 6789", "4423456789"],
  // Ten digits that merely start with 91 or 0 are a number of their own, never cut.
  ["9198400123", "9198400123"],
  ["0984001234", "0984001234"],
];

describe("Course Registration form", () => {
  it("accepts a complete registration, trimming spaces", () => {
    expect(firstError(registrationSchema, valid.registration)).toBeUndefined();
    const parsed = registrationSchema.parse({ ...valid.registration, name: "  Priya Raman ", mobile: " 9876543210 " });
    expect(parsed.name).toBe("Priya Raman");
    expect(parsed.mobile).toBe("9876543210");
  });

  it("1. name must be non-empty after trimming", () => {
    for (const name of ["", "   ", "\t\n"]) expect(firstError(registrationSchema, { ...valid.registration, name })).toBe(M.name);
    expect(M.name).toBe("Name is required");
  });

  it("2. mobile must be exactly 10 digits", () => {
    for (const mobile of badPhones) expect(firstError(registrationSchema, { ...valid.registration, mobile })).toBe(M.mobile);
    expect(M.mobile).toBe("Enter a valid 10-digit mobile number");
  });

  it("3. email must be non-empty and a standard address", () => {
    for (const email of badEmails) expect(firstError(registrationSchema, { ...valid.registration, email })).toBe(M.email);
    expect(M.email).toBe("Enter a valid email address");
  });

  // Whether the name is one the site offers now is the server's check (its
  // courses are in the database): server/modules/leads/intake-routes.test.ts.
  it("4. a course must be selected", () => {
    for (const course of ["", "   ", "x".repeat(81)]) {
      expect(firstError(registrationSchema, { ...valid.registration, course })).toBe(M.course);
    }
    for (const course of COURSE_NAMES) expect(firstError(registrationSchema, { ...valid.registration, course })).toBeUndefined();
    expect(M.course).toBe("Please select a course");
  });

  it("checks in the order name, mobile, email, course", () => {
    const values = { name: "", mobile: "", email: "", course: "" };
    expect(firstError(registrationSchema, values)).toBe(M.name);
    values.name = "Priya";
    expect(firstError(registrationSchema, values)).toBe(M.mobile);
    values.mobile = "9876543210";
    expect(firstError(registrationSchema, values)).toBe(M.email);
    values.email = "priya@example.in";
    expect(firstError(registrationSchema, values)).toBe(M.course);
    values.course = "AWS";
    expect(firstError(registrationSchema, values)).toBeUndefined();
  });

  it("reports the field as well as the message", () => {
    expect(firstIssue(registrationSchema, { ...valid.registration, email: "x" })).toEqual({ field: "email", message: M.email });
  });
});

describe("Contact form", () => {
  it("accepts a complete message", () => {
    expect(firstError(contactSchema, valid.contact)).toBeUndefined();
  });

  it("rejects each field with its own message", () => {
    for (const name of ["", "  "]) expect(firstError(contactSchema, { ...valid.contact, name })).toBe(M.name);
    for (const phone of badPhones) expect(firstError(contactSchema, { ...valid.contact, phone })).toBe("Enter a valid 10-digit phone number");
    for (const email of badEmails) expect(firstError(contactSchema, { ...valid.contact, email })).toBe(M.email);
    for (const message of ["", "   \n"]) expect(firstError(contactSchema, { ...valid.contact, message })).toBe("Message cannot be empty");
  });

  it("checks in the order name, phone, email, message", () => {
    const values = { name: "", phone: "", email: "", message: "" };
    const seen: (string | undefined)[] = [];
    for (const [key, value] of Object.entries(valid.contact)) {
      seen.push(firstError(contactSchema, values));
      values[key as keyof typeof values] = value;
    }
    seen.push(firstError(contactSchema, values));
    expect(seen).toEqual([M.name, M.phone, M.email, M.message, undefined]);
  });

  it("refuses a message longer than the limit", () => {
    expect(firstError(contactSchema, { ...valid.contact, message: "x".repeat(2001) })).toBe("Message is too long");
  });
});

describe("Course enquiry form", () => {
  it("accepts a complete enquiry", () => {
    expect(firstError(courseEnquirySchema, valid.course)).toBeUndefined();
  });

  it("checks in the order name, email, phone with the contact messages, then the course", () => {
    const values = { name: "", email: "", phone: "", course: "" };
    expect(firstError(courseEnquirySchema, values)).toBe(M.name);
    values.name = "Divya";
    expect(firstError(courseEnquirySchema, values)).toBe(M.email);
    values.email = "divya@example.org";
    expect(firstError(courseEnquirySchema, values)).toBe(M.phone);
    values.phone = "9000012345";
    expect(firstError(courseEnquirySchema, values)).toBe(M.course);
    values.course = "Java";
    expect(firstError(courseEnquirySchema, values)).toBeUndefined();
  });

  it("rejects each bad value", () => {
    for (const email of badEmails) expect(firstError(courseEnquirySchema, { ...valid.course, email })).toBe(M.email);
    for (const phone of badPhones) expect(firstError(courseEnquirySchema, { ...valid.course, phone })).toBe(M.phone);
  });
});

describe("Corporate form", () => {
  it("accepts a complete enquiry and turns the head-count into a number", () => {
    const parsed = corporateSchema.parse(valid.corporate);
    expect(parsed.peopleCount).toBe(25);
    expect(parsed.jobTitle).toBe("L&D Manager");
  });

  it("treats job title and message as optional", () => {
    const { jobTitle: _j, message: _m, ...rest } = valid.corporate;
    expect(firstError(corporateSchema, rest)).toBeUndefined();
    expect(firstError(corporateSchema, { ...rest, jobTitle: "", message: "" })).toBeUndefined();
  });

  it("checks in the order first name, last name, email, phone, company, people", () => {
    const values: Record<string, string> = { firstName: "", lastName: "", email: "", phone: "", company: "", peopleCount: "", jobTitle: "", message: "" };
    const expected = [
      "First name is required",
      "Last name is required",
      "Enter a valid email address",
      "Enter a valid 10-digit phone number",
      "Company name is required",
      "Enter number of people to train",
    ];
    for (const [i, key] of ["firstName", "lastName", "email", "phone", "company", "peopleCount"].entries()) {
      expect(firstError(corporateSchema, values)).toBe(expected[i]);
      values[key] = valid.corporate[key as keyof typeof valid.corporate];
    }
    expect(firstError(corporateSchema, values)).toBeUndefined();
  });

  it("requires the names and company after trimming", () => {
    expect(firstError(corporateSchema, { ...valid.corporate, firstName: "  " })).toBe(M.firstName);
    expect(firstError(corporateSchema, { ...valid.corporate, lastName: " " })).toBe(M.lastName);
    expect(firstError(corporateSchema, { ...valid.corporate, company: "\t" })).toBe(M.company);
  });

  it("needs a numeric head-count of at least one", () => {
    for (const peopleCount of ["", " ", "abc", "ten", "0", "000", "-3", "2.5", "1e3", "10 people", "1234567"]) {
      expect(firstError(corporateSchema, { ...valid.corporate, peopleCount })).toBe(M.peopleCount);
    }
    for (const peopleCount of ["1", " 40 ", "250", 12]) {
      expect(firstError(corporateSchema, { ...valid.corporate, peopleCount })).toBeUndefined();
    }
    expect(firstError(corporateSchema, { ...valid.corporate, peopleCount: -1 })).toBe(M.peopleCount);
    expect(firstError(corporateSchema, { ...valid.corporate, peopleCount: Number.NaN })).toBe(M.peopleCount);
  });

  it("rejects each bad email and phone", () => {
    for (const email of badEmails) expect(firstError(corporateSchema, { ...valid.corporate, email })).toBe(M.email);
    for (const phone of badPhones) expect(firstError(corporateSchema, { ...valid.corporate, phone })).toBe(M.phone);
  });
});

describe("phone and mobile numbers as people and browser autofill write them", () => {
  const phoneOf = {
    registration: (v: string) => registrationSchema.parse({ ...valid.registration, mobile: v }).mobile,
    contact: (v: string) => contactSchema.parse({ ...valid.contact, phone: v }).phone,
    course: (v: string) => courseEnquirySchema.parse({ ...valid.course, phone: v }).phone,
    corporate: (v: string) => corporateSchema.parse({ ...valid.corporate, phone: v }).phone,
  };

  it.each(writtenPhones)("accepts %j and keeps the 10 digits %s on every form", (written, stored) => {
    for (const [form, parse] of Object.entries(phoneOf)) expect(parse(written), form).toBe(stored);
  });

  it.each(badPhones)("refuses %j with the form's own message", (written) => {
    expect(firstIssue(registrationSchema, { ...valid.registration, mobile: written })).toEqual({
      field: "mobile",
      message: "Enter a valid 10-digit mobile number",
    });
    for (const [schema, values] of [
      [contactSchema, valid.contact],
      [courseEnquirySchema, valid.course],
      [corporateSchema, valid.corporate],
    ] as const) {
      expect(firstIssue(schema, { ...values, phone: written })).toEqual({ field: "phone", message: "Enter a valid 10-digit phone number" });
    }
  });

  it("keeps the checking order when the number is written with a prefix", () => {
    expect(firstError(contactSchema, { name: "", phone: "+91 98400 12345", email: "", message: "" })).toBe(M.name);
    expect(firstError(contactSchema, { name: "Arun", phone: "+91 98400 12345", email: "", message: "" })).toBe(M.email);
    expect(firstError(courseEnquirySchema, { name: "Divya", email: "", phone: "+91 98400 1234", course: "" })).toBe(M.email);
  });

  it("sends the 10 digits in the POST /api/enquiries body", () => {
    expect(enquirySchema.parse({ form: "contact", ...valid.contact, phone: "+91 98400 12345" })).toMatchObject({ phone: "9840012345" });
    expect(enquirySchema.parse({ form: "registration", ...valid.registration, mobile: "98400 12345" })).toMatchObject({ mobile: "9840012345" });
  });
});

describe("the POST /api/enquiries body", () => {
  it("is told apart by form", () => {
    for (const [form, values] of Object.entries(valid)) {
      const result = enquirySchema.safeParse({ form, ...values });
      expect(result.success, form).toBe(true);
    }
  });

  it("applies the right form's rules", () => {
    // A contact body with a mobile instead of a phone is a contact form missing its phone.
    const result = enquirySchema.safeParse({ form: "contact", ...valid.registration });
    expect(result.error?.issues[0]?.message).toBe(M.phone);
  });

  it("refuses an unknown or missing form", () => {
    for (const body of [{ ...valid.contact }, { form: "newsletter", ...valid.contact }, null, "text", [1, 2]]) {
      expect(enquirySchema.safeParse(body).success).toBe(false);
    }
    expect(enquirySchema.safeParse({ form: "x" }).error?.issues[0]?.message).toBe(M.unknownForm);
  });

  it("drops fields it does not know (the honeypot included)", () => {
    const parsed = enquirySchema.parse({ form: "contact", ...valid.contact, website: "", admin: true });
    expect(parsed).not.toHaveProperty("website");
    expect(parsed).not.toHaveProperty("admin");
  });

  it("says which success text each form shows", () => {
    expect(enquirySuccessMessage("contact")).toBe("Message sent successfully!");
    for (const form of ["registration", "course", "corporate"] as const) expect(enquirySuccessMessage(form)).toBe("Form submitted successfully!");
    expect(M.failure).toBe("Something went wrong!");
    expect(M.registrationFailure).toBe("❌ Something went wrong!");
  });
});
