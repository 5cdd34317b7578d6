// The content editors keep a record as close to its saved JSON as they can, so
// the shared schema checks exactly what will be sent and its error paths
// ("features.2", "curriculum.stacks.0.name") name the fields on screen.

/**
 * A row of an editable list. Rows move and go, so each carries a stable key for
 * React; it lives under a symbol, which JSON and the schemas leave out.
 */
const ROW_KEY = Symbol("row");
let nextKey = 0;

export type Keyed<T extends object> = T & { [ROW_KEY]?: string };

export function withKey<T extends object>(row: T): Keyed<T> {
  return { ...row, [ROW_KEY]: `row-${++nextKey}` };
}

export function rowKey(row: object): string {
  const keyed = row as Keyed<object>;
  // A row built by spreading an old one keeps its key; one without gets a lasting one here.
  keyed[ROW_KEY] ??= `row-${++nextKey}`;
  return keyed[ROW_KEY];
}

export const withKeys = <T extends object>(rows: readonly T[]): Keyed<T>[] => rows.map(withKey);

export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** "UI/UX Design" → "ui-ux-design": a course id suggested from its name. */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\+/g, " plus ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
}

/** The next free numeric id of a list whose items carry one (why-choose points, about sections). */
export const nextId = (items: readonly { id?: number | string }[]) => items.reduce((max, item) => Math.max(max, Number(item.id) || 0), 0) + 1;
