// The student's choice to show their placement (docs/decisions/097): read and
// written by the student alone (a student token, docs/decisions/068). Registered
// inside ./routes.ts, whose error mapping answers for them.
import { placementConsentSchema } from "#contracts/placement-outcomes";
import type { ApiServer } from "#server/route-schemas";
import { requireStudent } from "../student";
import { placementConsentOf, setPlacementConsent } from "./consent";

export const CONSENT_SAVED = { shown: "Saved: your placement is shown on the website.", hidden: "Saved: your placement is not shown on the website." };

export async function consentRoutes(app: ApiServer) {
  const student = { onRequest: requireStudent };

  app.get("/api/student/placement-consent", student, async (request) => ({
    success: true as const,
    data: await placementConsentOf(app.db, request.studentLeadId!),
  }));

  app.put("/api/student/placement-consent", { ...student, schema: { body: placementConsentSchema } }, async (request) => {
    const data = await setPlacementConsent(app.db, request.studentLeadId!, request.body.show, app.now());
    return { success: true as const, message: request.body.show ? CONSENT_SAVED.shown : CONSENT_SAVED.hidden, data };
  });
}
