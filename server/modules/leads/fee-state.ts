import type { FeeState } from "#contracts/batches";
import type { Db } from "#server/db/types";

// Where an enrolled student stands with their fees (docs/decisions/067), shown
// beside the status Enrolled in the inbox and on a batch's class list. Read from
// the payment instalments (the payments module writes them; leads only reads).

const OUTSTANDING = new Set(["created", "partially_paid", "expired"]);

/**
 * Where each lead stands with its fees: every instalment asked for (cancelled and
 * re-issued ones aside) paid → paid; one unpaid past its due date → overdue; some
 * money received → part-paid; nothing received yet → unpaid; nothing asked → none.
 */
export async function feeStates(db: Db, leadIds: string[], today: string): Promise<Map<string, FeeState>> {
  const states = new Map<string, FeeState>(leadIds.map((id) => [id, "none"]));
  if (leadIds.length === 0) return states;
  const rows = await db
    .selectFrom("payment_instalments")
    .select(["enquiry_id", "status", "due_date", "amount_paid_paise"])
    .where("enquiry_id", "in", leadIds)
    .where("replaced_by", "is", null)
    .where("status", "!=", "cancelled")
    .execute();
  const byLead = new Map<string, typeof rows>();
  for (const r of rows) byLead.set(r.enquiry_id, [...(byLead.get(r.enquiry_id) ?? []), r]);
  for (const [lead, list] of byLead) {
    const open = list.filter((r) => OUTSTANDING.has(r.status));
    const state: FeeState =
      open.length === 0
        ? "paid"
        : open.some((r) => r.due_date < today)
          ? "overdue"
          : list.some((r) => Number(r.amount_paid_paise) > 0)
            ? "part_paid"
            : "unpaid";
    states.set(lead, state);
  }
  return states;
}
