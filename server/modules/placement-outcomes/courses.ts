import { z } from "zod";
import type { Db } from "#server/db/types";

// The site's courses as this module reads them (docs/decisions/089): a course's
// stored JSON is read through a schema, and only its name is taken.

const courseData = z.object({ name: z.string().optional() });

/** Each course's title by id; a course whose data does not parse is shown by its id. */
export async function courseTitles(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom("courses").select(["id", "data"]).execute();
  return new Map(rows.map((r) => [r.id, titleOf(r.id, r.data)]));
}

function titleOf(id: string, data: string): string {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return id;
  }
  const parsed = courseData.safeParse(json);
  return (parsed.success && parsed.data.name) || id;
}
