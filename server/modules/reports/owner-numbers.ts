import { addDays, dayStartUtc, instituteDay } from "#contracts/institute-time";
import { type OwnerNumbers, OVER_CAPACITY_NOTE, UNCOUNTED_VISITS_NOTE, rate } from "#contracts/owner-numbers";
import { type OwnerNumbersQuery, resolveOwnerPeriod } from "#contracts/owner-period";
import type { Db } from "#server/db/types";
import { courseTitles, attendanceOf } from "../batches";
import { median, responseTimes } from "../leads";
import { enquirySource } from "../page-views";
import { type Instants, collectedRows, enrolmentsIn } from "./period-queries";

// The owner's numbers (docs/decisions/070), for a period
// (072): leads, enrolments, money received, visits and first replies are the
// period's; seats, attendance and money still owed are as of today.
// The sums are SQL that both engines run alike (counts and sums grouped by plain
// columns); joining them per lead, batch, course, source and counsellor is done
// here, over rows the size of an institute's leads. Rules:
// - a lead is enrolled when its status is Enrolled (a paid instalment or staff
//   make it so, docs/decisions/067); it counts under the course of the batch it
//   is on (the latest, if several), else the course it asked about;
// - money received is the receipts dated in the period (whatever became of the
//   instalment later); still due is an instalment's (created or partly paid,
//   not replaced) today; it belongs to the batch it was asked for against,
//   else to the lead's batch;
// - a source is the lead's in the visits' words, so visits and enquiries line
//   up; more enquiries than visits is possible and explained, never hidden.

const n = (v: string | number | bigint | null | undefined) => Number(v ?? 0);
const NOT_ASKED = "No course given";
const DELETED = "Lead deleted";
const OUTSTANDING = ["created", "partially_paid"];

interface Money {
  collectedPaise: number;
  duePaise: number;
  overduePaise: number;
}
const noMoney = (): Money => ({ collectedPaise: 0, duePaise: 0, overduePaise: 0 });
const addMoney = (to: Money, from: Money) => {
  to.collectedPaise += from.collectedPaise;
  to.duePaise += from.duePaise;
  to.overduePaise += from.overduePaise;
};

/** Received in the period and due today, per lead and batch the money was asked for against. */
async function moneyRows(db: Db, today: string, period: Instants) {
  const rows = await db
    .selectFrom("payment_instalments")
    .select((eb) => {
      const owed = eb("status", "in", OUTSTANDING).and("replaced_by", "is", null);
      const left = eb("amount_paise", "-", eb.ref("amount_paid_paise"));
      return [
        "enquiry_id",
        "batch_id",
        eb.fn.sum<string | number | null>(eb.case().when(owed).then(left).else(0).end()).as("due"),
        eb.fn
          .sum<string | number | null>(
            eb
              .case()
              .when(owed.and("due_date", "<", today))
              .then(left)
              .else(0)
              .end(),
          )
          .as("overdue"),
      ];
    })
    .groupBy(["enquiry_id", "batch_id"])
    .execute();
  const owed = rows.map((r) => ({
    leadId: r.enquiry_id,
    batchId: r.batch_id ?? null,
    money: { collectedPaise: 0, duePaise: n(r.due), overduePaise: n(r.overdue) },
  }));
  const received = (await collectedRows(db, period)).map((r) => ({
    leadId: r.leadId,
    batchId: r.batchId,
    money: { collectedPaise: r.paise, duePaise: 0, overduePaise: 0 },
  }));
  return [...owed, ...received];
}

export async function ownerNumbers(db: Db, now: number, query: OwnerNumbersQuery = {}): Promise<OwnerNumbers> {
  const today = instituteDay(now);
  const period = resolveOwnerPeriod(query, today);
  const instants: Instants = {
    start: period.from === null ? null : dayStartUtc(period.from).toISOString(),
    end: period.to === null ? null : dayStartUtc(addDays(period.to, 1)).toISOString(),
  };
  // Every lead (a batch's or a payment's may have arrived before the period); the period's are counted.
  const [leads, users, batches, places, money, views, titles, response, enrolments] = await Promise.all([
    db.selectFrom("enquiries").select(["id", "course", "utm_source", "referrer_host", "owner_id", "status", "created_at"]).execute(),
    db.selectFrom("users").select(["id", "username"]).execute(),
    db
      .selectFrom("batches")
      .select(["id", "course_id", "start_date", "schedule", "timing", "capacity"])
      .orderBy("start_date", "desc")
      .orderBy("timing")
      .execute(),
    db.selectFrom("batch_students").select(["batch_id", "enquiry_id", "enrolled_at"]).orderBy("enrolled_at").execute(),
    moneyRows(db, today, instants),
    db
      .selectFrom("page_views")
      .select((eb) => ["source", eb.fn.sum<string | number>("views").as("views")])
      .where("source", "!=", "internal")
      .$if(period.from !== null, (q) => q.where("day", ">=", period.from!).where("day", "<=", period.to!))
      .groupBy("source")
      .execute(),
    courseTitles(db),
    responseTimes(db, instants.start ?? undefined, instants.end ?? undefined),
    enrolmentsIn(db, instants),
  ]);
  const inPeriod = (at: string) => (instants.start === null || at >= instants.start) && (instants.end === null || at < instants.end);

  // Where each lead stands: its batch (the latest joined) and course.
  const batchById = new Map(batches.map((b) => [b.id, b]));
  const latestBatch = new Map<string, string>();
  const roster = new Map<string, string[]>(batches.map((b) => [b.id, []]));
  for (const p of places) {
    latestBatch.set(p.enquiry_id, p.batch_id);
    roster.get(p.batch_id)?.push(p.enquiry_id);
  }
  const courseOfBatch = (id: string) => titles.get(batchById.get(id)!.course_id) ?? batchById.get(id)!.course_id;
  const leadById = new Map(
    leads.map((l) => {
      const batch = latestBatch.get(l.id);
      return [
        l.id,
        {
          ...l,
          course: batch ? courseOfBatch(batch) : (l.course ?? NOT_ASKED),
          source: enquirySource(l),
          enrolled: l.status === "enrolled",
          counted: inPeriod(l.created_at),
        },
      ];
    }),
  );

  // Money to batches, courses and sources.
  const batchMoney = new Map<string, Money>();
  const courseMoney = new Map<string, Money>();
  const sourceMoney = new Map<string, Money>();
  const at = (map: Map<string, Money>, key: string) => map.get(key) ?? map.set(key, noMoney()).get(key)!;
  const totals = noMoney();
  for (const m of money) {
    addMoney(totals, m.money);
    const lead = leadById.get(m.leadId);
    const batch = m.batchId && batchById.has(m.batchId) ? m.batchId : latestBatch.get(m.leadId);
    if (batch) addMoney(at(batchMoney, batch), m.money);
    addMoney(at(courseMoney, m.batchId && batchById.has(m.batchId) ? courseOfBatch(m.batchId) : (lead?.course ?? DELETED)), m.money);
    addMoney(at(sourceMoney, lead?.source ?? DELETED), m.money);
  }

  const batchRows = await Promise.all(
    batches.map(async (b) => {
      const students = roster.get(b.id)!;
      const seen = students.length ? [...(await attendanceOf(db, b.id, students, today)).values()] : [];
      const held = seen.reduce((s, a) => s + a.held, 0);
      const attended = seen.reduce((s, a) => s + a.attended, 0);
      const capacity = b.capacity === null || b.capacity === undefined ? null : n(b.capacity);
      return {
        id: b.id,
        courseTitle: titles.get(b.course_id) ?? b.course_id,
        startDate: b.start_date,
        schedule: b.schedule,
        timing: b.timing,
        capacity,
        enrolled: students.length,
        fill: capacity === null ? { percent: null, note: null } : rate(students.length, capacity, OVER_CAPACITY_NOTE),
        attendance: { attended, held, rate: rate(attended, held) },
        ...(batchMoney.get(b.id) ?? noMoney()),
      };
    }),
  );

  // Leads and enrolments per course, source and owner.
  type Tally = { leads: number; enrolled: number };
  type Lead = ReturnType<typeof leadById.get> & object;
  const tally = (key: (l: Lead) => string | null) => {
    const map = new Map<string | null, Tally>();
    for (const l of leadById.values()) {
      if (!l.counted) continue;
      const k = key(l);
      const t = map.get(k) ?? map.set(k, { leads: 0, enrolled: 0 }).get(k)!;
      t.leads++;
      if (l.enrolled) t.enrolled++;
    }
    return map;
  };
  const byCourse = tally((l) => l.course);
  const bySource = tally((l) => l.source);
  const byOwner = tally((l) => l.owner_id);
  const visits = new Map(views.map((v) => [v.source, n(v.views)]));
  const byMoney = (a: Money & { leads: number }, b: Money & { leads: number }) => b.collectedPaise - a.collectedPaise || b.leads - a.leads;

  const courseNames = new Set<string>([...byCourse.keys()].filter((k): k is string => k !== null).concat([...courseMoney.keys()]));
  const sourceNames = new Set<string>([...bySource.keys()].filter((k): k is string => k !== null).concat([...sourceMoney.keys(), ...visits.keys()]));
  const userName = new Map(users.map((u) => [u.id, u.username]));
  const times = new Map<string | null, number[]>();
  for (const r of response) if (r.seconds !== null) times.set(r.owner, [...(times.get(r.owner) ?? []), r.seconds]);

  const counted = [...leadById.values()].filter((l) => l.counted);
  return {
    today,
    period,
    totals: {
      ...totals,
      leads: counted.length,
      enrolled: counted.filter((l) => l.enrolled).length,
      enrolments,
      visits: [...visits.values()].reduce((s, v) => s + v, 0),
    },
    batches: batchRows,
    courses: [...courseNames]
      .map((course) => {
        const t = byCourse.get(course) ?? { leads: 0, enrolled: 0 };
        return { course, ...t, conversion: rate(t.enrolled, t.leads), ...(courseMoney.get(course) ?? noMoney()) };
      })
      .sort((a, b) => byMoney(a, b) || a.course.localeCompare(b.course)),
    sources: [...sourceNames]
      .map((source) => {
        const t = bySource.get(source) ?? { leads: 0, enrolled: 0 };
        const v = visits.get(source) ?? 0;
        return {
          source,
          visits: v,
          ...t,
          enquiryRate: rate(t.leads, v, UNCOUNTED_VISITS_NOTE),
          conversion: rate(t.enrolled, t.leads),
          ...(sourceMoney.get(source) ?? noMoney()),
        };
      })
      .sort((a, b) => byMoney(a, b) || b.visits - a.visits || a.source.localeCompare(b.source)),
    counsellors: [...byOwner.entries()]
      .map(([id, t]) => ({
        id,
        name: id === null ? "Unassigned" : (userName.get(id) ?? "A former staff member"),
        ...t,
        conversion: rate(t.enrolled, t.leads),
        medianFirstResponseSeconds: median(times.get(id) ?? []),
      }))
      .sort((a, b) => Number(a.id === null) - Number(b.id === null) || b.leads - a.leads || a.name.localeCompare(b.name)),
  };
}
