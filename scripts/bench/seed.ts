import crypto from "node:crypto";
import sharp from "sharp";
import { COURSE_NAMES } from "#contracts/courses";
import type { Db } from "#server/db/types";

// Realistic records for the benchmark. A handful of photos go through the real
// upload pipeline (HTTP, type sniffing, WebP re-encoding); the bulk rows are
// inserted in batches straight into the tables and reuse those photo paths.

const FIRST = [
  "Arun",
  "Divya",
  "Karthik",
  "Priya",
  "Sathish",
  "Meena",
  "Vignesh",
  "Lakshmi",
  "Rahul",
  "Keerthana",
  "Farhan",
  "Nivetha",
  "Gokul",
  "Swathi",
  "Harish",
];
const LAST = ["Kumar", "S", "R", "Raman", "Krishnan", "Ali", "Prakash", "Devi", "Natarajan", "M"];
const COMPANIES = [
  "a Guindy fintech start-up",
  "an OMR product company",
  "a Tidel Park IT services firm",
  "a Chennai logistics company",
  "an Ambattur manufacturing group",
  "disclaimer",
];
const DEGREES = ["B.E. CSE", "B.Sc. Computer Science", "BCA", "MCA", "B.Com", null];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const day = (i: number) => new Date(Date.UTC(2023, 0, 1) + (i % 1000) * 86_400_000).toISOString().slice(0, 10);
const now = () => new Date().toISOString();
export const benchName = (i: number) => `Bench Student ${i}`;

async function chunked<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Uploads `count` photos through POST /api/placements/add and returns their /uploads/ paths. */
export async function uploadPhotos(url: string, token: string, count: number): Promise<string[]> {
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 40 + i * 30, g: 90, b: 160 - i * 10 } } })
      .composite([
        {
          input: Buffer.from(
            `<svg width="900" height="900"><circle cx="450" cy="380" r="210" fill="#f2c9a0"/><rect x="180" y="620" width="540" height="280" rx="120" fill="#334"/></svg>`,
          ),
        },
      ])
      .jpeg({ quality: 85 })
      .toBuffer();
    const form = new FormData();
    form.append("name", benchName(-(i + 1)));
    form.append("course", pick(COURSE_NAMES, i));
    form.append("date", day(i));
    form.append("placement", "Software Engineer at a Chennai product company");
    form.append("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `student-${i}.jpg`);
    const res = await fetch(`${url}/api/placements/add`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 201) throw new Error(`photo upload failed: ${res.status} ${await res.text()}`);
    paths.push(((await res.json()) as { data: { image: string } }).data.image);
  }
  return paths;
}

export async function seedPlacements(db: Db, from: number, count: number, photos: string[]) {
  const rows = Array.from({ length: count }, (_, k) => {
    const i = from + k;
    return {
      id: crypto.randomUUID(),
      stu_id: `STU${String(100000 + i).slice(-6)}`,
      name: benchName(i),
      course: pick(COURSE_NAMES, i),
      degree: pick(DEGREES, i),
      date: day(i),
      placement: pick(COMPANIES, i) === "disclaimer" ? "disclaimer" : `Junior Developer at ${pick(COMPANIES, i)}`,
      image: photos.length && i % 10 !== 9 ? pick(photos, i) : null,
      created_at: now(),
    };
  });
  await chunked(rows, 400, (batch) => db.insertInto("placements").values(batch).execute());
}

export async function seedReviews(db: Db, from: number, count: number, photos: string[]) {
  const rows = Array.from({ length: count }, (_, k) => {
    const i = from + k;
    return {
      id: crypto.randomUUID(),
      stu_id: `STU${String(200000 + i).slice(-6)}`,
      name: `${pick(FIRST, i)} ${pick(LAST, i * 7)}`,
      rating: 3.5 + (i % 16) / 10,
      review: `The ${pick(COURSE_NAMES, i)} batch was practical from day one: live projects, patient trainers and mock interviews that made my first job interview feel familiar. Batch ${i}.`,
      date: day(i),
      image: photos.length && i % 5 !== 4 ? pick(photos, i) : null,
      created_at: now(),
    };
  });
  await chunked(rows, 400, (batch) => db.insertInto("reviews").values(batch).execute());
}

export async function seedVideos(db: Db, count: number) {
  const rows = Array.from({ length: count }, () => ({
    id: crypto.randomUUID(),
    url: `https://www.youtube.com/embed/${crypto.randomBytes(8).toString("base64url").slice(0, 11)}`,
    created_at: now(),
    poster_attempts: 0,
  }));
  await db.insertInto("videos").values(rows).execute();
}

/**
 * `count` leads spread over the last year, as a busy inbox holds them: most
 * closed out, some open with follow-ups (a few overdue), owned round the given
 * counsellors.
 */
export async function seedEnquiries(db: Db, count: number, ownerIds: string[] = []) {
  const statuses = ["enrolled", "lost", "lost", "contacted", "demo_scheduled", "new"];
  const start = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const name = `${pick(FIRST, i)} ${pick(LAST, i * 3)}`;
    const email = `visitor${i}@example.in`;
    const phone = `98${String(40000000 + i).slice(-8)}`;
    const course = pick(COURSE_NAMES, i);
    const data = { form: "course", name, email, phone, course, source: "Course page" };
    const at = new Date(start - (i * 365 * 86_400_000) / Math.max(count, 1)).toISOString();
    const status = statuses[i % statuses.length]!;
    const open = status !== "enrolled" && status !== "lost";
    // Open leads have a follow-up from two days ago to a week ahead.
    const followUp = open ? new Date(start + ((i % 9) - 2) * 86_400_000).toISOString() : null;
    return {
      id: crypto.randomUUID(),
      form: "course",
      name,
      email,
      phone,
      course,
      company: null,
      message: null,
      data: JSON.stringify(data),
      status,
      created_at: at,
      updated_at: at,
      last_submitted_at: at,
      touched_at: at,
      respond_by: at,
      follow_up_at: followUp,
      due_at: followUp,
      owner_id: ownerIds.length ? ownerIds[i % ownerIds.length]! : null,
      lost_reason: status === "lost" ? "Chose another institute" : null,
      utm_source: i % 4 === 0 ? "google" : null,
      referrer_host: i % 4 === 1 ? "www.facebook.com" : null,
      revision: 1,
    };
  });
  await chunked(rows, 200, (batch) => db.insertInto("enquiries").values(batch).execute());
}
