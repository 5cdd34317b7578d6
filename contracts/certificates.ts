import { isoDate } from "./dates";
import { z } from "./zod";

// Verifiable certificates (docs/decisions/052): what staff send to issue, revoke
// and bulk-issue, and the shapes the dashboard reads. The public check of an ID
// lives at /verify/<id> (server/modules/certificates/verify-page.ts).

/**
 * The symbols of a certificate ID: digits and capitals without the ones people
 * confuse when reading aloud or copying by hand (0/O, 1/I/L, U/V).
 */
export const CERTIFICATE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
/** Symbols of randomness in an ID: 29^12 ≈ 2^58, far beyond any guessing at the verify page's rate limit. */
export const CERTIFICATE_CODE_LENGTH = 12;
const PREFIX = "CTA";

/** An ID as printed and read aloud: CTA-7KQ4-M2XH-9PRD. */
export function formatCertificateId(code: string): string {
  return [PREFIX, ...(code.match(/.{1,4}/g) ?? [])].join("-");
}

/**
 * The stored code of what someone typed: case, spaces, dashes and the prefix do
 * not matter; null when it cannot be an ID (so nothing is looked up).
 */
export function normaliseCertificateId(input: string): string | null {
  let text = input.toUpperCase().replace(/[\s\-–.]/g, "");
  if (text.startsWith(PREFIX) && text.length === PREFIX.length + CERTIFICATE_CODE_LENGTH) text = text.slice(PREFIX.length);
  if (text.length !== CERTIFICATE_CODE_LENGTH) return null;
  for (const ch of text) if (!CERTIFICATE_ALPHABET.includes(ch)) return null;
  return text;
}

/** The public address that checks a certificate. */
/** What staff are told after issuing: "1 certificate issued", "3 certificates issued". */
export const certificatesIssued = (n: number) => (n === 0 ? "No certificate issued" : `${n} certificate${n === 1 ? "" : "s"} issued`);

export const verifyPath = (code: string) => `/verify/${formatCertificateId(code)}`;

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} is at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} is at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** POST /api/certificates: one certificate. */
export const certificateInputSchema = z
  .object({
    studentName: text("student's name", 120),
    course: text("course", 120),
    batch: optionalText("batch", 120),
    startDate: isoDate("Enter the start date (yyyy-mm-dd)"),
    endDate: isoDate("Enter the end date (yyyy-mm-dd)"),
    grade: optionalText("grade", 40),
    /** The student's lead, when staff issue it to one: it then shows on the student's page at /my (docs/decisions/068). */
    leadId: optionalText("lead", 64).optional(),
  })
  .refine((c) => c.endDate >= c.startDate, { message: "The end date cannot be before the start date", path: ["endDate"] });
export type CertificateInput = z.infer<typeof certificateInputSchema>;

/** POST /api/certificates/:id/revoke. */
export const revokeSchema = z.object({ reason: text("reason for revoking", 300) });

/** POST /api/certificates/bulk and /bulk/preview: the CSV file's text. */
export const bulkSchema = z.object({
  csv: z
    .string({ error: "Choose a CSV file" })
    .min(1, "The CSV file is empty")
    .max(512 * 1024, "The CSV file is over 512 KB"),
});

/** The CSV's header row, in any order; batch and grade may be left out. */
export const BULK_COLUMNS = ["studentName", "course", "batch", "startDate", "endDate", "grade"] as const;
export const BULK_MAX_ROWS = 500;

export interface Certificate {
  _id: string;
  /** The formatted ID (CTA-XXXX-XXXX-XXXX). */
  certificateId: string;
  studentName: string;
  course: string;
  batch: string | null;
  startDate: string;
  endDate: string;
  grade: string | null;
  issuedAt: string;
  issuedBy: string;
  revokedAt: string | null;
  revokedReason: string | null;
  /** The public verification address, absolute, on the site's own address. */
  verifyUrl: string;
}

/** GET /api/certificates/:id: the certificate with its QR code (SVG) for printing. */
export interface PrintableCertificate extends Certificate {
  qrSvg: string;
  institute: string;
}

/** One row of a bulk preview: line number in the file, the row as read, and its errors by field. */
export interface BulkRow {
  line: number;
  values: Record<string, string>;
  errors: Record<string, string>;
}

export interface BulkPreview {
  rows: BulkRow[];
  /** Rows without errors; the file is issued only when every row is valid. */
  valid: number;
  /** Problems with the file as a whole (no header, unknown columns, too many rows). */
  fileError: string | null;
}
