import type { FastifyInstance } from "fastify";
import { STUDENT_MESSAGES } from "#contracts/student";
import { siteUrl } from "#server/config";
import { HttpError } from "#server/http-error";
import { createMailer } from "../mail/mailer";
import { instituteName } from "../certificates/verify-page";
import { getReceipt } from "../payments/receipts";
import { placementConsentOf } from "../placement-outcomes";
import { issueCode, redeemCode } from "./codes";
import { sendCode } from "./send-code";
import { createStudentSession, endStudentSession } from "./sessions";
import { type BatchReader, ownReceiptId, studentPage } from "./view";

// What the student's API and the /my page both do (docs/decisions/068), in one
// place, so the JSON calls and the plain form posts answer alike.

export type StudentService = ReturnType<typeof studentService>;

export function studentService(app: FastifyInstance, batchOf: BatchReader) {
  const mailer = createMailer(app.config);
  app.addHook("onClose", async () => mailer.close());
  const base = siteUrl(app.config);
  return {
    /** Issues a code and sends it to a student; the same outcome for every address (a 429 past the limit, for all alike). */
    async requestCode(email: string) {
      const issued = await issueCode(app.db, email, app.now());
      // Not awaited: a student's answer must not take longer than anyone else's.
      if (issued.lead) {
        void instituteName(app)
          .then((institute) => sendCode({ config: app.config, mailer, log: app.log, institute }, issued))
          .catch((err: unknown) => app.log.warn({ err }, "student code: not sent"));
      }
    },
    async signIn(email: string, code: string) {
      const leadId = await redeemCode(app.db, email, code, app.now());
      return createStudentSession(app.db, leadId, app.now());
    },
    signOut: (token: string) => endStudentSession(app.db, token),
    async page(leadId: string) {
      const page = await studentPage(app.db, leadId, app.now(), base, batchOf);
      // The lead was deleted since the session began.
      if (!page) throw new HttpError(401, STUDENT_MESSAGES.sessionEnded);
      return { ...page, placementConsent: await placementConsentOf(app.db, leadId) };
    },
    /** One of the student's own receipts; 404 for anyone else's, as for one that does not exist. */
    async receipt(leadId: string, receiptId: string) {
      const own = await ownReceiptId(app.db, leadId, receiptId);
      const receipt = own ? await getReceipt(app.db, own) : undefined;
      if (!receipt) throw new HttpError(404, STUDENT_MESSAGES.receiptNotFound);
      return receipt;
    },
  };
}
