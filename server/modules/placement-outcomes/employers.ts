import crypto from "node:crypto";
import { type EmployerInput, PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import type { Employer } from "#contracts/api-table/placement-outcomes";
import type { Db, EmployersTable } from "#server/db/types";
import { nowIso } from "../common/clock";
import { isUniqueViolation } from "../common/db-errors";
import { Conflict, NotFound } from "#server/domain-errors";

// Employers (docs/decisions/089): one row per employer, its name unique once
// case and spacing are folded. The unique index decides, so two officers adding
// "Zoho Corp" and "zoho  corp" at the same moment on two servers get one row
// and one clear 409.

/** "  Zoho   CORP " and "zoho corp" are one name. */
export const foldName = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

export function toEmployer(row: EmployersTable): Employer {
  return {
    _id: row.id,
    name: row.name,
    website: row.website,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listEmployers(db: Db): Promise<Employer[]> {
  const rows = await db.selectFrom("employers").selectAll().orderBy("name_key").execute();
  return rows.map(toEmployer);
}

const fieldsOf = (input: EmployerInput) => ({
  name: input.name.replace(/\s+/g, " "),
  name_key: foldName(input.name),
  website: input.website ?? null,
  contact_name: input.contactName ?? null,
  contact_email: input.contactEmail ?? null,
  contact_phone: input.contactPhone ?? null,
});

async function refuseDuplicate<T>(input: EmployerInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(PLACEMENT_MESSAGES.employerExists(input.name.replace(/\s+/g, " ")));
    throw err;
  }
}

export async function createEmployer(db: Db, input: EmployerInput, by: string, now: number): Promise<Employer> {
  const at = nowIso(now);
  const row = await refuseDuplicate(input, () =>
    db
      .insertInto("employers")
      .values({ id: crypto.randomUUID(), ...fieldsOf(input), created_at: at, created_by: by, updated_at: at, updated_by: by })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toEmployer(row);
}

export async function updateEmployer(db: Db, id: string, input: EmployerInput, by: string, now: number): Promise<Employer> {
  const row = await refuseDuplicate(input, () =>
    db
      .updateTable("employers")
      .set({ ...fieldsOf(input), updated_at: nowIso(now), updated_by: by })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst(),
  );
  if (!row) throw new NotFound(PLACEMENT_MESSAGES.employerNotFound);
  return toEmployer(row);
}
