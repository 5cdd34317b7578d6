import { z } from "./zod";
import { FIELD_MAX } from "./limits";

/**
 * Staff accounts guard student records: a short password is refused (the server
 * says why), and so is a common one (server/modules/auth/password-policy.ts).
 */
export const PASSWORD_MIN_LENGTH = 12;
/** Long passphrases are welcome; the cap only keeps hashing and checking cheap. */
export const PASSWORD_MAX_LENGTH = 200;

/** The rules of a password someone chooses (signup, change), worded with the field's label. */
const chosenPassword = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `${label} is too long (at most ${PASSWORD_MAX_LENGTH} characters)`);

// Signup: every field is required and the browser checks nothing more; the
// server still refuses nonsense so a record is always usable.
export const signupSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(50, "Username is too long"),
  email: z.string({ error: "Email is required" }).trim().min(1, "Email is required").max(FIELD_MAX.email).pipe(z.email("Enter a valid email address")),
  mobile: z.string({ error: "Mobile is required" }).trim().min(1, "Mobile is required").max(20, "Mobile number is too long"),
  password: chosenPassword("Password"),
});
export type SignupInput = z.infer<typeof signupSchema>;

/**
 * What the signup form checks before sending: that every field is filled in,
 * nothing more. Every other rule (email shape, password length, common
 * passwords) is the server's, and the form shows the server's message.
 */
export const signupFieldsSchema = z.object({
  username: z.string().trim().min(1, "Username is required"),
  email: z.string().trim().min(1, "Email is required"),
  mobile: z.string().trim().min(1, "Mobile is required"),
  password: z.string().min(1, "Password is required"),
});

/** A code from an authenticator app (6 digits) or a recovery code; spaces and dashes are ignored. */
const twoFactorCode = z
  .string({ error: "Enter the code" })
  .transform((v) => v.replace(/[\s-]/g, "").toLowerCase())
  .pipe(z.string().min(1, "Enter the code").max(32, "That is not a code"));

export const signinSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
  /** Only for accounts with two-factor authentication: asked for after the password. */
  code: twoFactorCode.optional(),
});
export type SigninInput = z.input<typeof signinSchema>;

export const SAME_PASSWORD_MESSAGE = "The new password must be different from the current one.";

/** A signed-in staff member changing their own password. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
    newPassword: chosenPassword("New password"),
  })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ["newPassword"], message: SAME_PASSWORD_MESSAGE });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Starts two-factor setup (a new secret and QR code): the password again, as anyone at an open dashboard could. */
export const twoFactorSetupSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
});
/** The first code from the app confirms the new secret. */
export const twoFactorConfirmSchema = z.object({ code: twoFactorCode });
/** Turning two-factor off takes the password and a code (or a recovery code). */
export const twoFactorDisableSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
  code: twoFactorCode,
});

/** GET /api/auth/2fa: the signed-in account's two-factor state. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
  /** This account may use nothing else until two-factor is on (REQUIRE_2FA_FOR_ADMINS). */
  required: boolean;
}

/** How the login answer asks for a code: `twoFactor` in the 401's body. */
export type TwoFactorAsk = "required" | "invalid";

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  codeInvalid: "That code is not right. Enter the newest code from your authenticator app, or a recovery code.",
  confirmInvalid: "That code is not right. Check that your phone's clock is correct and enter the newest code.",
  setupRequired: "Your account must use two-factor authentication. Set it up to continue.",
  noSetupStarted: "Start the setup first: a new QR code is made for you.",
  requiredForAdmins: "Two-factor authentication is required for admins on this site; it cannot be turned off.",
  notEnabled: "Two-factor authentication is not on for this account.",
} as const;

/** A new staff account's answer (the JSON call's message, the login page after a plain signup post). */
export const SIGNUP_DONE_MESSAGE = "Account created. An admin must verify it before you can log in.";

/** Server messages that the login page maps to its own texts (docs/decisions/008). */
export const AUTH_MESSAGES = {
  notFound: "User not found",
  invalid: "Invalid credentials",
  notVerified: "User is not verified",
  /** A staff call that sent no session token at all: nothing has expired, the caller never logged in. */
  signInRequired: "Please log in.",
  /** A staff call whose token is no live session (forged, expired, revoked, user gone or unverified). */
  sessionExpired: "Your session has expired. Please log in again.",
  /** Change password: the current password given is not the account's. */
  wrongCurrentPassword: "Current password is incorrect.",
  tooManyPasswordChanges: "Too many password change attempts. Please wait a minute and try again.",
  tooManyAttempts: "Too many login attempts. Please wait a minute and try again.",
  tooManySignups: "Too many sign-ups from your connection. Please try again in an hour.",
  /** A login form or session hand-over sent from another site's page (docs/decisions/055). */
  notOurPage: "This form was sent from another site. Open the login page of this site and try again.",
} as const;

/**
 * What a verified staff member may do. admin: everything, including staff
 * accounts and the audit log; editor: the site's content (courses, batches, site
 * facts, pages, placements, reviews, videos); counsellor: the enquiry inbox only;
 * trainer: the batches they teach, their class lists and attendance (docs/decisions/067);
 * placement: employers, drives, applications and placement outcomes, and students'
 * names, courses, batches, attendance and certificates to read, never fees or
 * enquiry notes (docs/decisions/089).
 */
export const ROLES = ["admin", "editor", "counsellor", "trainer", "placement"] as const;
export type Role = (typeof ROLES)[number];

/** The role a sign-up gets when an admin verifies it without choosing one. */
export const DEFAULT_ROLE: Role = "editor";

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  editor: "Editor",
  counsellor: "Counsellor",
  trainer: "Trainer",
  placement: "Placement officer",
};

/** One line per role, shown where an admin chooses one. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: "everything, including staff accounts and the audit log",
  editor: "the site's content: courses, batches, pages, placements, reviews and videos",
  counsellor: "the enquiry inbox only",
  trainer: "the batches they teach: class lists and attendance",
  placement: "employers, drives, applications and placement outcomes; students' courses, attendance and certificates to read, not fees or notes",
};

const ROLE_CHOICE = "Choose a role: admin, editor, counsellor, trainer or placement.";
export const roleSchema = z.enum(ROLES, { error: ROLE_CHOICE });

/** PUT /api/auth/verify-user/:id: the role is optional (DEFAULT_ROLE) so older clients keep working. */
export const verifyUserSchema = z.object({ role: roleSchema.optional() });
/** PUT /api/auth/users/:id/role. */
export const changeRoleSchema = z.object({ role: roleSchema });

/** The 403 of a staff call the signed-in role may not make. */
export const roleRefusedMessage = (role: string | null) => `Your role (${role ?? "none"}) cannot do this. Ask an admin.`;

/** A user as the API returns it (never the password). */
export interface PublicUser {
  _id: string;
  username: string;
  email: string;
  mobile: string;
  isVerified: boolean;
  /** null until an admin verifies the account and gives it a role. */
  role: Role | null;
  createdAt: string;
  /** The name they sign messages to students with; null until they set it (then the username is used). */
  displayName: string | null;
}

export const DISPLAY_NAME_MESSAGE = "Enter your name as students should see it (2 to 60 characters)";

/** PUT /api/auth/me/display-name: one's own name for messages to students. */
export const displayNameSchema = z.object({
  displayName: z.string({ error: DISPLAY_NAME_MESSAGE }).trim().min(2, DISPLAY_NAME_MESSAGE).max(60, DISPLAY_NAME_MESSAGE),
});
