import type { FieldErrors } from "#web/lib/forms/form-errors";

// How the content editors' fields and lists are wired to a draft: each binding
// gives a field its data path (where the schema reports its error), its value,
// and a change that updates the draft and clears that field's message.

/** The keys of a record whose value is free text: what a text or image field edits. */
export type TextKey<T> = { [K in keyof T]-?: T[K] extends string ? (string extends T[K] ? K : never) : never }[keyof T] & string;

/** What a TextField or ImageUploadField needs to edit one text value of a draft or of a row in it. */
export interface BoundField {
  path: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
}

/** The data side of a list: where it sits in the draft, its rows, and the form's messages. */
export interface ListBinding<T> {
  /** Data path of the list; "" when the whole record is the list. */
  path: string;
  items: T[];
  onChange: (items: T[]) => void;
  errors: FieldErrors;
  clearError: (path: string) => void;
}

/** How an editor's form changes its draft: what the list helpers below wire a list to. */
export interface DraftEditing<D> {
  draft: D;
  /** Changes the draft; `path` names the field whose message goes. */
  update: (fn: (draft: D) => D, path?: string) => void;
  errors: FieldErrors;
  clearError: (path: string) => void;
}

type ListKey<D> = { [K in keyof D]-?: D[K] extends object[] ? K : never }[keyof D] & string;
type RowOf<L> = L extends (infer R extends object)[] ? R : never;

/** A list kept under one key of the draft; its data path is the key unless the schema nests it elsewhere. */
export function listOf<D, K extends ListKey<D>>({ draft, update, errors, clearError }: DraftEditing<D>, key: K, path: string = key): ListBinding<RowOf<D[K]>> {
  return { path, items: draft[key] as RowOf<D[K]>[], onChange: (rows) => update((d) => ({ ...d, [key]: rows }), path), errors, clearError };
}

/** A draft that is itself the list (facilities, trainers…). */
export function wholeList<T extends object>({ draft, update, errors, clearError }: DraftEditing<T[]>): ListBinding<T> {
  return { path: "", items: draft, onChange: (rows) => update(() => rows, ""), errors, clearError };
}

/** A text field of the draft itself (not of a list row), e.g. a course's heading. */
export function draftText<D>({ draft, update, errors }: DraftEditing<D>, key: TextKey<D>, path: string = key): BoundField {
  return { path, value: draft[key] as string, onChange: (value) => update((d) => ({ ...d, [key]: value }), path), errors };
}
