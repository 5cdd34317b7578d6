import { CLASS_LINK_MESSAGES, classLinkField, classLinkFitsMode } from "./class-link";
import { upgradeCurriculum } from "./curriculum";
import { isoDate } from "./dates";
import { FEE_FROM_MAX, formatRupees } from "./fees";
import { DEFAULT_WHATSAPP_COURSE_GREETING } from "./site-view";
import { z } from "./zod";

// The site's editable content: the shapes staff edit in the dashboard and the
// server stores, checks and renders. One schema, used by the editor forms for
// instant feedback and by the server before anything is written.

const text = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max = 500) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));
const httpUrl = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .url(`${label} must be a full web address (https://…)`)
    .refine((v) => /^https?:\/\//.test(v), `${label} must be a full web address (https://…)`);
const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(httpUrl(label).optional());
/** An image is one of our own paths: a build illustration or an uploaded photo. */
const imagePath = z
  .string({ error: "Image is required" })
  .trim()
  .regex(/^\/(images|uploads)\/[\w./-]+\.(svg|webp|png|jpe?g)$/, "Image must be an uploaded photo or one of the site's illustrations");
const lines = (label: string, min: number, maxItems = 20) =>
  z
    .array(text(label, 300), { error: `${label}: add at least ${min}` })
    .min(min, `${label}: add at least ${min}`)
    .max(maxItems, `${label}: at most ${maxItems} items`);

export const seoSchema = z.object({
  title: text("Search title", 120),
  description: text("Search description", 300),
  keywords: text("Keywords", 400),
});

/** An optional whole number typed into a form: empty is none. */
const optionalWhole = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : typeof v === "string" ? v.replace(/[\s,]/g, "") : v),
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .optional(),
  );

/** Phone as dialled from India: 10 digits, shown with +91. */
const indianPhone = z
  .string({ error: "Phone is required" })
  .trim()
  .transform((v) => v.replace(/[\s()-]/g, "").replace(/^(\+?91|0)(?=\d{10}$)/, ""))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, "Phone must be a 10-digit Indian mobile or landline number"));

export const siteFactsSchema = z.object({
  name: text("Institute name", 80),
  shortName: text("Short name", 20),
  tagline: text("Tagline", 120),
  /** Public origin: canonical URLs, Open Graph, sitemap. */
  url: httpUrl("Site address"),
  /** 10 digits; shown as +91 98765 43210 and dialled as tel:+919876543210. */
  phone: indianPhone,
  /** 10 digits of the WhatsApp number (India). */
  whatsappNumber: indianPhone,
  /** Pre-filled on every page but a course's; `{page}` is the page's name. */
  whatsappGreeting: text("WhatsApp greeting", 300),
  /** Pre-filled on a course's page; `{course}` is the course's name. Saved sites from before it get the default. */
  whatsappCourseGreeting: text("WhatsApp greeting on course pages", 300).default(DEFAULT_WHATSAPP_COURSE_GREETING),
  /** Trust facts (docs/decisions/061): shown only when staff fill them in; nothing is invented on a new site. */
  foundedYear: optionalWhole("Founding year", 1950, 2100),
  studentsTrained: optionalWhole("Students trained", 1, 10_000_000),
  hiringPartners: optionalWhole("Hiring partners", 1, 100_000),
  email: z.string({ error: "Email is required" }).trim().email("Enter a valid email address"),
  address: z.object({
    street: text("Street", 120),
    locality: text("Area", 80),
    city: text("City", 60),
    region: text("State", 60),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "PIN code must be 6 digits"),
    country: z.literal("IN").default("IN"),
  }),
  mapUrl: httpUrl("Map link"),
  hours: text("Opening hours", 80),
  youtubeChannel: optionalUrl("YouTube channel"),
  social: z.object({
    facebook: optionalUrl("Facebook page"),
    instagram: optionalUrl("Instagram page"),
    linkedin: optionalUrl("LinkedIn page"),
  }),
  groupCompanies: z.array(z.object({ name: text("Company name", 80), description: text("Company description", 200) })).max(12, "At most 12 group companies"),
  /** Optional: with it, payment receipts show the GSTIN and the GST in the fee (docs/decisions/054). */
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, "GSTIN must be 15 characters, e.g. 33ABCDE1234F1Z5")
        .optional(),
    ),
  /** GST included in fees, in per cent (18 when a GSTIN is given without it). */
  gstRate: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce.number({ error: "GST rate must be a number" }).min(0, "GST rate cannot be negative").max(28, "GST rate must be at most 28 %").optional(),
  ),
  copyrightYear: z.coerce
    .number({ error: "Copyright year must be a year, e.g. 2025" })
    .int("Copyright year must be a year, e.g. 2025")
    .min(2000, "Copyright year must be between 2000 and 2100")
    .max(2100, "Copyright year must be between 2000 and 2100"),
});
export type SiteFacts = z.infer<typeof siteFactsSchema>;

/**
 * A curriculum: an optional overview, then modules with a title and topics
 * (docs/decisions/027). Older shapes (one text; overview plus stacks) are turned
 * into modules before the check, so earlier revisions can still be restored.
 */
export const curriculumSchema = z.preprocess(
  upgradeCurriculum,
  z.object(
    {
      overview: optionalText("Curriculum overview", 1000),
      modules: z
        .array(
          z.object({
            title: text("Module title", 100),
            topics: z
              .array(text("Topic", 200), { error: "Module: add at least one topic" })
              .min(1, "Module: add at least one topic")
              .max(25, "A module has at most 25 topics"),
          }),
          { error: "Add at least one module" },
        )
        .min(1, "Add at least one module")
        .max(30, "At most 30 modules"),
    },
    { error: "Curriculum is required" },
  ),
);

/** Questions and answers shown on the course page (and as FAQPage data when unique on the site). */
export const courseFaqSchema = z.array(z.object({ question: text("Question", 200), answer: text("Answer", 1000) })).max(12, "At most 12 questions");

const wholeRupees = "Fee from must be whole rupees, e.g. 25000";
/**
 * The course's own "fee from" in whole rupees, shown when no listed batch has a
 * fee (docs/decisions/040). Optional: courses saved before it existed stay valid.
 * Typed text may carry grouping and the sign ("25,000", "₹ 25000"); empty is none.
 */
export const feeFromSchema = z.preprocess(
  (v) => {
    if (v === null) return undefined;
    if (typeof v !== "string") return v;
    const digits = v.replace(/[\s,₹]/g, "");
    if (digits === "") return undefined;
    return /^-?\d+(\.\d+)?$/.test(digits) ? Number(digits) : v;
  },
  z
    .number({ error: wholeRupees })
    .int(wholeRupees)
    .min(1, "Fee from must be more than ₹0; leave it empty to show no fee")
    .max(FEE_FROM_MAX, `Fee from must be at most ${formatRupees(FEE_FROM_MAX)}`)
    .optional(),
);

export const COURSE_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const courseSchema = z.object({
  id: z
    .string({ error: "Course id is required" })
    .trim()
    .min(2, "Course id must be at least 2 characters")
    .max(40, "Course id must be at most 40 characters")
    .regex(COURSE_ID_PATTERN, "Course id: lower-case letters, digits and single dashes (e.g. ui-ux-design)"),
  name: text("Course name", 60),
  image: imagePath,
  heading: text("Heading", 120),
  summary: text("Summary", 160),
  overview: text("Overview", 3000),
  curriculum: curriculumSchema,
  faq: courseFaqSchema.default([]),
  features: lines("Features", 3),
  learn: lines("Things you will learn", 3),
  definition: text("Definition", 2000),
  duration: text("Duration", 40),
  feeFrom: feeFromSchema,
  /** "English and Tamil": shown as "Taught in English and Tamil" (docs/decisions/061). */
  language: optionalText("Teaching language", 80),
  /** The fee may be paid in up to this many parts: the page shows a "Fee in parts" line. */
  instalments: optionalWhole("Instalments", 2, 12),
  seo: seoSchema,
  highlights: z.array(text("Highlight", 200)).max(10).optional(),
  /** Hidden courses keep their record but leave the site (page 404, menus, sitemap, forms). */
  hidden: z.boolean().default(false),
});
export type CourseContent = z.infer<typeof courseSchema>;

/** A saved course as the staff API answers it: the record with its place in the menu and its version. */
export interface StoredCourse {
  course: CourseContent;
  position: number;
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
}
/** One question and its answer on a course page. */
export type CourseFaq = CourseContent["faq"][number];
/** A page's search title, description and keywords. */
export type Seo = z.infer<typeof seoSchema>;

export const facilitiesSchema = z
  .array(z.object({ name: text("Facility name", 80), image: imagePath, description: text("Facility description", 400) }))
  .min(1, "Add at least one facility")
  .max(12, "At most 12 facilities");

export const whyChooseSchema = z
  .array(z.object({ id: z.coerce.number().int().positive(), title: text("Title", 100), description: text("Description", 400) }))
  .min(1, "Add at least one point")
  .max(12, "At most 12 points");

export const aboutSchema = z.object({
  seo: seoSchema.extend({ canonical: z.literal("/about").default("/about") }),
  header: text("Page header", 100),
  sections: z
    .array(
      z.object({
        id: z.coerce.number().int().positive(),
        type: z.enum(["about", "vision", "mission"], { error: "Section type must be about, vision or mission" }),
        title: text("Section title", 100),
        content: text("Section text", 5000),
      }),
    )
    .min(1, "Add at least one section")
    .max(10),
});

export const placementServicesSchema = z
  .array(
    z.object({
      name: text("Service name", 80),
      des: text("Service description", 1000),
      image: imagePath,
      list: z
        .array(z.object({ title: text("Point title", 100), desc: text("Point text", 400) }))
        .max(12)
        .optional(),
      conclusion: optionalText("Conclusion", 1000),
    }),
  )
  .min(1, "Add at least one service")
  .max(10);

/**
 * Trainer profiles (the About page). Empty until staff enter real people: a new
 * installation shows no invented trainers (docs/decisions/026).
 */
export const trainersSchema = z
  .array(
    z.object({
      name: text("Trainer name", 80),
      role: text("Role", 100),
      years: z.coerce
        .number({ error: "Years of experience must be a number" })
        .int("Years of experience must be a whole number")
        .min(0, "Years of experience cannot be negative")
        .max(60, "Years of experience must be at most 60"),
      /** Optional: without a photo the page shows the trainer's initials. */
      photo: z
        .string()
        .trim()
        .optional()
        .transform((v) => (v ? v : undefined))
        .pipe(imagePath.optional()),
      bio: text("Short bio", 400),
      /** The courses they teach (ids): the trainer shows on those course pages too (docs/decisions/061). */
      courses: z.array(z.string().trim().regex(COURSE_ID_PATTERN, "Choose courses from the list")).max(40, "At most 40 courses").optional(),
    }),
  )
  .max(24, "At most 24 trainers");

/**
 * Client companies and case studies on /corporate-training. Both lists may be
 * empty; the page then shows no section at all.
 */
export const corporateClientsSchema = z.object({
  logos: z.array(z.object({ name: text("Company name", 80), logo: imagePath, url: optionalUrl("Company website") })).max(24, "At most 24 client logos"),
  caseStudies: z
    .array(
      z.object({
        client: text("Client", 80),
        title: text("Case study title", 120),
        summary: text("What we did", 600),
        result: optionalText("Result", 200),
      }),
    )
    .max(6, "At most 6 case studies"),
});

export type Trainers = z.infer<typeof trainersSchema>;
export type CorporateClients = z.infer<typeof corporateClientsSchema>;
export type Facilities = z.infer<typeof facilitiesSchema>;
export type WhyChooseItems = z.infer<typeof whyChooseSchema>;
export type AboutDocument = z.infer<typeof aboutSchema>;
export type PlacementServices = z.infer<typeof placementServicesSchema>;
export type Facility = Facilities[number];
export type WhyChooseItem = WhyChooseItems[number];
export type AboutSection = AboutDocument["sections"][number];
export type PlacementService = PlacementServices[number];

/** The single-record documents besides courses, by key. */
export const CONTENT_DOCUMENTS = {
  site: siteFactsSchema,
  facilities: facilitiesSchema,
  "why-choose": whyChooseSchema,
  about: aboutSchema,
  "placement-services": placementServicesSchema,
  trainers: trainersSchema,
  "corporate-clients": corporateClientsSchema,
} as const;
export type ContentDocumentKey = keyof typeof CONTENT_DOCUMENTS;
export const CONTENT_DOCUMENT_KEYS = Object.keys(CONTENT_DOCUMENTS) as ContentDocumentKey[];

// ── Batches and fees ────────────────────────────────────────────────────────
export const BATCH_SCHEDULES = ["weekday", "weekend"] as const;
export const BATCH_MODES = ["classroom", "online", "both"] as const;
const optionalCount = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} is too large`)
      .optional(),
  );

export const batchSchema = z
  .object({
    courseId: z.string({ error: "Course is required" }).trim().regex(COURSE_ID_PATTERN, "Course is required"),
    startDate: isoDate("Enter the start date (yyyy-mm-dd)"),
    schedule: z.enum(BATCH_SCHEDULES, { error: "Choose weekday or weekend" }),
    timing: text("Timing", 60),
    mode: z.enum(BATCH_MODES, { error: "Choose classroom, online or both" }),
    duration: text("Duration", 40),
    feeInr: optionalCount("Fee", 10_000_000),
    /** Seats in the batch (docs/decisions/067); the seats left are counted from it. Empty: no seat count shown. */
    capacity: optionalCount("Capacity", 1000),
    /** The trainer's account (role trainer) who teaches it and takes attendance. */
    trainerId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(80).optional()),
    /** Where an online (or both) batch meets, for its students only (docs/decisions/071). */
    classLink: classLinkField,
  })
  .refine(classLinkFitsMode, { path: ["classLink"], message: CLASS_LINK_MESSAGES.classroom });
export type BatchInput = z.infer<typeof batchSchema>;
export interface Batch extends BatchInput {
  id: string;
  /** Read-only: capacity − students enrolled, never below 0; absent when no capacity is set. */
  seatsLeft?: number;
  /** Rises with every save; a change sends the one it was made on (docs/decisions/035). */
  revision?: number;
}
