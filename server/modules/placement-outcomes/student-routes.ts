import { intentSchema } from "#contracts/placement-outcomes";
import { type ApiServer, idParams } from "#server/route-schemas";
import { requireStudent } from "../student";
import { answerIntent } from "./intent";
import { readReportForm } from "./report-form";
import { reportOwnJob, studentOutcome } from "./self-report";
import { applyToDrive, studentDrives, studentPlacement } from "./student-drives";

// The student's own placement routes (docs/decisions/089): only a student token
// opens them (docs/decisions/068), and each reads or writes that student's own
// records. Registered inside ./routes.ts; the server's error handler answers their domain errors.

export async function studentPlacementRoutes(app: ApiServer) {
  const student = { onRequest: requireStudent };

  app.get("/api/student/drives", student, async (request) => ({
    success: true as const,
    data: await studentDrives(app.db, request.studentLeadId!, app.now()),
  }));

  app.post("/api/student/drives/:id/apply", { ...student, schema: { params: idParams } }, async (request, reply) => {
    const application = await applyToDrive(app.db, request.studentLeadId!, request.params.id, app.now());
    return reply.status(201).send({ success: true as const, message: "Applied. The placement officer will tell you the next step.", data: application });
  });

  app.get("/api/student/placement", student, async (request) => ({
    success: true as const,
    data: await studentPlacement(app.db, request.studentLeadId!, app.now()),
  }));

  // Write-once: the first answer stands (docs/decisions/089); no staff route changes it.
  app.put("/api/student/intent", { ...student, schema: { body: intentSchema } }, async (request) => ({
    success: true as const,
    message: "Thank you: your answer is saved.",
    data: await answerIntent(app.db, request.studentLeadId!, request.body, app.now()),
  }));

  app.get("/api/student/outcome", student, async (request) => ({
    success: true as const,
    data: await studentOutcome(app.db, request.studentLeadId!, app.now()),
  }));

  // Their own job, and the letter if they have it (docs/decisions/096): claimed, or documented with a letter.
  app.post("/api/student/outcome", student, async (request, reply) => {
    const { input, file } = await readReportForm(request);
    const data = await reportOwnJob(app.db, request.studentLeadId!, input, file, app.now());
    return reply.status(201).send({ success: true as const, message: "Thank you: your job is on record. The placement officer will check it.", data });
  });
}
