import { sql } from "kysely";
import { normaliseStudentEmail } from "#contracts/student";
import type { Db } from "#server/db/types";

// Who counts as a student (docs/decisions/068): a lead with the email typed
// (any case) that staff enrolled (its status, or a place on a batch's class
// list), asked a fee of, or that paid. A lead with
// none of these is an enquiry, not a student, and gets exactly the answer an
// unknown address gets: the sign-in never tells who studies here.

/**
 * The student lead an email belongs to, or undefined. When several leads share
 * the address (a merge not yet done), the one most recently changed wins.
 */
export async function studentLeadByEmail(db: Db, email: string): Promise<{ id: string; name: string; email: string; phone: string } | undefined> {
  const address = normaliseStudentEmail(email);
  if (!address) return undefined;
  return db
    .selectFrom("enquiries as e")
    .select(["e.id", "e.name", "e.email", "e.phone"])
    .where(sql<string>`lower(trim(e.email))`, "=", address)
    .where((eb) =>
      eb.or([
        eb("e.status", "=", "enrolled"),
        eb.exists(eb.selectFrom("batch_students as b").select("b.id").whereRef("b.enquiry_id", "=", "e.id")),
        eb.exists(eb.selectFrom("payment_instalments as i").select("i.id").whereRef("i.enquiry_id", "=", "e.id")),
        eb.exists(eb.selectFrom("payment_receipts as r").select("r.id").whereRef("r.enquiry_id", "=", "e.id")),
      ]),
    )
    .orderBy("e.updated_at", "desc")
    .orderBy("e.id")
    .executeTakeFirst();
}
