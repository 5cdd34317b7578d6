/**
 * What tells one kind of website record (a placement, a review) from another in the
 * dashboard: its API path and its name in labels and messages. The section and the
 * form (record-section.tsx, record-form.tsx) are the same for every kind.
 */
export interface RecordKind {
  /** The API collection: `/placements` serves `/placements/add`, `/placements/update/:id`, `/placements/delete/:id`. */
  path: string;
  /** One record in lower case, as in "Add placement" and "Failed to delete placement". */
  noun: string;
}

/** Every record the dashboard edits has its database id and a person's name. */
export interface RecordBase {
  _id: string;
  name: string;
  image?: string | null;
}

/** "placement" → "Placement", for a message that starts with the noun. */
export const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);
