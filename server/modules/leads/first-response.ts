import { type FirstResponse } from "#contracts/first-response";
import { addDays, dayStartUtc, weekStart } from "#contracts/institute-time";
import type { Db } from "#server/db/types";
import { STATS_WEEKS } from "./stats";

// First-response time on the overview (docs/decisions/066): from a
// lead's first enquiry (created_at) to the first line on its timeline that is a
// message reaching the student or staff working with them:
// - a WhatsApp message we sent (Meta accepted it; automatic or typed by staff),
//   written by the sender with detail.direction "out";
// - an automatic email that went instead (detail.sent true);
// - a call, a WhatsApp from a counsellor's phone or a status change logged by staff
//   (a line with a staff member on it).
// Notes, assignments and follow-up dates do not count: the student hears nothing.
// Medians are taken here rather than in SQL (no portable median in SQLite and
// PostgreSQL), over the few hundred leads of twelve weeks.

const STAFF_KINDS = ["call", "status", "whatsapp"];

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface Figures {
  enquiries: number;
  answered: number;
  medianSeconds: number | null;
}

function figuresOf(leads: { seconds: number | null }[]): Figures {
  const times = leads.map((l) => l.seconds).filter((s): s is number => s !== null);
  return { enquiries: leads.length, answered: times.length, medianSeconds: median(times) };
}

/** Each lead that came in since `from` and before `to` (ISO instants; no bound without them): its owner and the seconds to its first response (null: none yet). */
export async function responseTimes(db: Db, from?: string, to?: string) {
  const rows = await db
    .selectFrom("enquiries")
    .leftJoin("enquiry_activities as a", (join) =>
      join
        .onRef("a.enquiry_id", "=", "enquiries.id")
        .onRef("a.at", ">=", "enquiries.created_at")
        .on((eb) =>
          eb.or([
            eb.and([eb("a.kind", "in", STAFF_KINDS), eb("a.user_id", "is not", null)]),
            eb.and([eb("a.kind", "=", "whatsapp"), eb.or([eb("a.detail", "like", '%"direction":"out"%'), eb("a.detail", "like", '%"sent":true%')])]),
          ]),
        ),
    )
    .leftJoin("users", "users.id", "enquiries.owner_id")
    .select((eb) => ["enquiries.id", "enquiries.created_at", "enquiries.owner_id", "users.username", eb.fn.min("a.at").as("first")])
    .$if(from !== undefined, (qb) => qb.where("enquiries.created_at", ">=", from!))
    .$if(to !== undefined, (qb) => qb.where("enquiries.created_at", "<", to!))
    .groupBy(["enquiries.id", "enquiries.created_at", "enquiries.owner_id", "users.username"])
    .execute();
  return rows.map((r) => ({
    week: weekStart(r.created_at),
    owner: r.owner_id,
    name: r.username ?? (r.owner_id ? "A former staff member" : "Unassigned"),
    seconds: r.first ? Math.max(0, (Date.parse(r.first) - Date.parse(r.created_at)) / 1000) : null,
  }));
}

export async function firstResponse(db: Db, now = Date.now()): Promise<FirstResponse> {
  const firstWeek = addDays(weekStart(now), -7 * (STATS_WEEKS - 1));
  const leads = await responseTimes(db, dayStartUtc(firstWeek).toISOString());
  const weeks = Array.from({ length: STATS_WEEKS }, (_, i) => addDays(firstWeek, 7 * i)).map((start) => ({
    start,
    ...figuresOf(leads.filter((l) => l.week === start)),
  }));
  const owners = new Map<string | null, { name: string; leads: typeof leads }>();
  for (const lead of leads) {
    const entry = owners.get(lead.owner) ?? { name: lead.name, leads: [] };
    entry.leads.push(lead);
    owners.set(lead.owner, entry);
  }
  const counsellors = [...owners.entries()]
    .map(([id, o]) => ({ id, name: o.name, ...figuresOf(o.leads) }))
    .sort((a, b) => Number(a.id === null) - Number(b.id === null) || b.enquiries - a.enquiries || a.name.localeCompare(b.name));
  return { weeks, counsellors, waiting: leads.filter((l) => l.seconds === null).length };
}
