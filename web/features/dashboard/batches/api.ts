import { call } from "#web/lib/api";

// The class-list calls (server/modules/batches, docs/decisions/067) in one place;
// their types come from the API table (contracts/api-table/batches.ts).

export const batchKeys = {
  all: ["batches"] as const,
  list: ["batches", "list"] as const,
  roster: (id: string) => ["batches", "roster", id] as const,
  sessions: (id: string) => ["batches", "sessions", id] as const,
  trainers: ["batches", "trainers"] as const,
};

export const fetchBatchList = (signal?: AbortSignal) => call("GET /api/batch-rosters", { auth: true, signal }).then((a) => a.data);
export const fetchTrainers = (signal?: AbortSignal) => call("GET /api/batch-trainers", { auth: true, signal }).then((a) => a.data);
export const fetchRoster = (id: string, signal?: AbortSignal) =>
  call("GET /api/batches/:id/students", { params: { id }, auth: true, signal }).then((a) => a.data);
export const fetchSessions = (id: string, signal?: AbortSignal) =>
  call("GET /api/batches/:id/sessions", { params: { id }, auth: true, signal }).then((a) => a.data);

export const enrolStudent = (batchId: string, leadId: string) =>
  call("POST /api/batches/:id/students", { params: { id: batchId }, body: { leadId }, auth: true });

export const saveAttendance = (sessionId: string, absent: string[]) =>
  call("PUT /api/sessions/:id/attendance", { params: { id: sessionId }, body: { absent }, auth: true }).then((a) => a.data);

export const setHoliday = (sessionId: string, cancelled: boolean) =>
  call("PATCH /api/sessions/:id", { params: { id: sessionId }, body: { cancelled }, auth: true }).then((a) => a.data);

export const addExtraClass = (batchId: string, date: string) =>
  call("POST /api/batches/:id/sessions", { params: { id: batchId }, body: { date }, auth: true }).then((a) => a.data);

export const openToTrainer = (sessionId: string) => call("POST /api/sessions/:id/reopen", { params: { id: sessionId }, auth: true }).then((a) => a.data);

export const issueFromBatch = (batchId: string) =>
  call("POST /api/batches/:id/certificates", { params: { id: batchId }, body: {}, auth: true }).then((a) => a.data);
