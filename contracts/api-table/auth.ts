import { listQuery, pagingQuerySchema } from "../api";
import type { AuditEntry } from "../audit";
import type { IntegrationStatus } from "../integrations";
import {
  type PublicUser,
  ROLES,
  type TwoFactorStatus,
  changePasswordSchema,
  changeRoleSchema,
  displayNameSchema,
  signinSchema,
  signupSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorSetupSchema,
  verifyUserSchema,
} from "../user";
import { type VisitReport, visitsQuerySchema } from "../visits";
import { z } from "../zod";
import { dataAnswer, endpoints, idParams, listAnswer, maybeText, okAnswer, recordAnswer } from "./endpoint";

// Staff accounts, sessions, two-factor, the audit log, visit counts and the
// integrations' state: their entries in the API table (docs/decisions/063).

export const publicUser = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  mobile: z.string(),
  isVerified: z.boolean(),
  role: z.enum(ROLES).nullable(),
  createdAt: z.string(),
  displayName: maybeText,
}) satisfies z.ZodType<PublicUser>;

/** A session the browser keeps: a login's or a plain form post's handed over (docs/decisions/055). */
const sessionAnswer = z.object({
  success: z.literal(true),
  token: z.string(),
  user: publicUser,
  twoFactor: z.object({ enabled: z.boolean(), setupRequired: z.boolean() }),
});

const twoFactorStatus = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int(), required: z.boolean() }) satisfies z.ZodType<TwoFactorStatus>;
const recoveryCodes = recordAnswer(z.object({ recoveryCodes: z.array(z.string()) }));

const auditEntry = z.object({
  _id: z.string(),
  at: z.string(),
  userId: maybeText,
  username: z.string(),
  action: z.string(),
  target: maybeText,
  detail: z.record(z.string(), z.unknown()).nullable(),
}) satisfies z.ZodType<AuditEntry>;

const visitCount = { visits: z.number().int(), enquiries: z.number().int() };
const visitReport = z.object({
  from: z.string(),
  to: z.string(),
  counting: z.boolean(),
  total: z.object(visitCount),
  days: z.array(z.object({ ...visitCount, day: z.string() })),
  pages: z.array(z.object({ ...visitCount, page: z.string(), course: z.string().optional() })),
  sources: z.array(z.object({ ...visitCount, source: z.string() })),
}) satisfies z.ZodType<VisitReport>;

const integrationStatus = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(["off", "complete", "half"]),
  missing: z.array(z.string()),
}) satisfies z.ZodType<IntegrationStatus>;

export const authEndpoints = endpoints({
  "POST /api/auth/signup": { body: signupSchema, response: okAnswer },
  "POST /api/auth/signin": { body: signinSchema, response: sessionAnswer.extend({ message: z.string(), expiresAt: z.string() }) },
  "POST /api/auth/handoff": { response: sessionAnswer },
  "POST /api/auth/logout": { response: okAnswer },
  "POST /api/auth/change-password": { body: changePasswordSchema, response: okAnswer },
  "PUT /api/auth/me/display-name": { body: displayNameSchema, response: recordAnswer(publicUser) },
  "GET /api/auth/2fa": { response: dataAnswer(twoFactorStatus) },
  "POST /api/auth/2fa/setup": {
    body: twoFactorSetupSchema,
    response: recordAnswer(z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() })),
  },
  "POST /api/auth/2fa/confirm": { body: twoFactorConfirmSchema, response: recoveryCodes },
  "POST /api/auth/2fa/recovery-codes": { body: twoFactorSetupSchema, response: recoveryCodes },
  "POST /api/auth/2fa/disable": { body: twoFactorDisableSchema, response: okAnswer },
  "GET /api/auth/users": { query: pagingQuerySchema, response: listAnswer(publicUser) },
  "PUT /api/auth/verify-user/:id": { params: idParams, body: verifyUserSchema, response: recordAnswer(publicUser) },
  "PUT /api/auth/users/:id/role": { params: idParams, body: changeRoleSchema, response: recordAnswer(publicUser) },
  "DELETE /api/auth/delete/:id": { params: idParams, response: okAnswer },
  "GET /api/audit": { query: listQuery, response: listAnswer(auditEntry) },
  "GET /api/analytics/visits": { query: visitsQuerySchema, response: dataAnswer(visitReport) },
  "GET /api/integrations": { response: dataAnswer(z.array(integrationStatus)) },
});
