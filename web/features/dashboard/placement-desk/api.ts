import type { ApplicationChange, DriveInput, EmployerInput, OutcomeInput } from "#contracts/placement-outcomes";
import { call } from "#web/lib/api";

// The placement desk's calls (server/modules/placement-outcomes, docs/decisions/089
// and 098) in one place, with their query keys; types come from the API table
// (contracts/api-table/placement-outcomes.ts). A write invalidates the keys of what
// it changed: a stage move changes the board and the drives' counts.

export const deskKeys = {
  all: ["placement-desk"] as const,
  employers: ["placement-desk", "employers"] as const,
  drives: ["placement-desk", "drives"] as const,
  applications: (driveId: string) => ["placement-desk", "applications", driveId] as const,
  students: ["placement-desk", "students"] as const,
  outcome: (leadId: string) => ["placement-desk", "outcome", leadId] as const,
  confirmations: ["placement-desk", "confirmations"] as const,
  pendingConfirmations: ["placement-desk", "confirmations", "pending"] as const,
};

export const loadEmployers = (signal?: AbortSignal) => call("GET /api/employers", { auth: true, signal }).then((a) => a.data);

/** Adds an employer (id null) or saves one; answers the server's message and the employer. */
export const saveEmployer = (id: string | null, body: EmployerInput) =>
  id ? call("PUT /api/employers/:id", { params: { id }, body, auth: true }) : call("POST /api/employers", { body, auth: true });

export const loadDrives = (signal?: AbortSignal) => call("GET /api/placement-drives", { auth: true, signal }).then((a) => a.data);

export const saveDrive = (id: string | null, body: DriveInput) =>
  id ? call("PUT /api/placement-drives/:id", { params: { id }, body, auth: true }) : call("POST /api/placement-drives", { body, auth: true });

export const closeDrive = (id: string) => call("POST /api/placement-drives/:id/close", { params: { id }, auth: true });

export const loadApplications = (driveId: string, signal?: AbortSignal) =>
  call("GET /api/placement-drives/:id/applications", { params: { id: driveId }, auth: true, signal }).then((a) => a.data);

export const moveApplication = (id: string, body: ApplicationChange) => call("PATCH /api/applications/:id", { params: { id }, body, auth: true });

/** Every enrolment with its batch's end, the student's intent and outcome: the graduates are read from it. */
export const loadStudents = (signal?: AbortSignal) => call("GET /api/placement-students", { auth: true, signal }).then((a) => a.data);

export const loadOutcome = (leadId: string, signal?: AbortSignal) =>
  call("GET /api/students/:leadId/outcome", { params: { leadId }, auth: true, signal }).then((a) => a.data);

export const saveOutcome = (leadId: string, body: OutcomeInput) => call("PUT /api/students/:leadId/outcome", { params: { leadId }, body, auth: true });

/** The offer or joining letter, in the form field `file` (its type is read from its bytes on the server). */
export function uploadLetter(leadId: string, file: File) {
  const body = new FormData();
  body.append("file", file);
  return call("POST /api/students/:leadId/outcome/evidence", { params: { leadId }, body, auth: true });
}

export const askEmployer = (leadId: string) => call("POST /api/students/:leadId/outcome/confirmation-request", { params: { leadId }, auth: true });

export const loadConfirmations = (signal?: AbortSignal) => call("GET /api/placement-confirmation-requests", { auth: true, signal }).then((a) => a.data);
