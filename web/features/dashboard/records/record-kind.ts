import type { PagedRead } from "../queries/list-state";

/**
 * What tells one kind of website record (a placement, a review) from another in the
 * dashboard: its endpoints in the API table and its name in labels and messages. The
 * section and the form (record-section.tsx, record-form.tsx) are the same for every kind.
 */
export interface RecordKind<T = RecordBase> {
  /** One record in lower case, as in "Add placement" and "Failed to delete placement". */
  noun: string;
  /** Reads one page of the list (records/api.ts). */
  read: PagedRead<T>;
  list: "GET /api/placements" | "GET /api/reviews";
  add: "POST /api/placements/add" | "POST /api/reviews/add";
  update: "PUT /api/placements/update/:id" | "PUT /api/reviews/update/:id";
  remove: "DELETE /api/placements/delete/:id" | "DELETE /api/reviews/delete/:id";
}

/** Every record the dashboard edits has its database id and a person's name. */
export interface RecordBase {
  _id: string;
  name: string;
  image?: string | null;
}

/** "placement" → "Placement", for a message that starts with the noun. */
export const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);
