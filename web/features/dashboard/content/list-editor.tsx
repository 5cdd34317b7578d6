import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../kit/button";
import { PlusIcon, TrashIcon } from "../kit/dashboard-icons";
import { FieldError, errorIdOf } from "#web/lib/forms/field-error";
import { move, rowKey } from "./draft";
import type { BoundField, ListBinding, TextKey } from "./draft-binding";
import { MoveButtons } from "./fields";

// The one list editor of the content forms: every list staff add to, remove from
// and reorder (course features, FAQ, facilities, trainers…) is this component
// with its own row fields, so focus, labels and error handling stay alike.

/** One row as its fields see it. */
export interface ListRow<T> {
  item: T;
  index: number;
  /** Replaces the row. */
  update: (next: T) => void;
  /** Data path of one of the row's fields, e.g. "faq.2.answer"; of the row itself without a field. */
  at: (field?: string) => string;
  /** "Feature 2": the row's noun and number, as its heading and its one field's label read. */
  title: string;
  /**
   * Binds a field to one text value of the row; a change clears that field's message.
   * `dataPath` is where the schema reports it when that is not the key: "" for a row saved as its one value.
   */
  field: (key: TextKey<T>, dataPath?: string) => BoundField;
}

interface ListEditorProps<T extends object> extends ListBinding<T> {
  /** The group's heading, e.g. "Features". */
  legend: string;
  /** One row's noun, e.g. "feature": "Add feature", "Remove feature 2". */
  noun: string;
  /** A new, empty row. */
  create: () => T;
  hint?: string;
  max?: number;
  /** The fields of one row. */
  renderRow: (row: ListRow<T>) => React.ReactNode;
  /** Rows of one line: the row's field and its buttons side by side. */
  compact?: boolean;
}

/**
 * A list of rows in a fieldset: add, remove, move up and down. The list's own
 * error (too few, too many) shows under it and marks the Add button, so the
 * form's "focus the first invalid field" lands there.
 */
export function ListEditor<T extends object>(props: ListEditorProps<T>) {
  const { legend, noun, path, items, onChange, create, errors, clearError, hint, max, renderRow, compact } = props;
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  /** Where the keyboard goes after a row is added (its first field) or removed (Add). */
  const [focusNext, setFocusNext] = useState<number | "add" | null>(null);
  useEffect(() => {
    if (focusNext === null) return;
    if (focusNext === "add") addRef.current?.focus();
    else listRef.current?.children[focusNext]?.querySelector<HTMLElement>("input, textarea")?.focus();
    setFocusNext(null);
  }, [focusNext]);
  const listError = errors[path];
  const full = max !== undefined && items.length >= max;
  const moveTo = (from: number, to: number) => onChange(move(items, from, to));
  const rowOf = (item: T, index: number, subject: string): ListRow<T> => {
    const update = (next: T) => onChange(items.map((other, i) => (i === index ? next : other)));
    const at = (field?: string) => [path, index, field].filter((part) => part !== undefined && part !== "").join(".");
    const field = (key: TextKey<T>, dataPath: string = key): BoundField => ({
      path: at(dataPath),
      value: item[key] as string,
      onChange: (value) => (update({ ...item, [key]: value }), clearError(at(dataPath))),
      errors,
    });
    return { item, index, update, at, title: subject.charAt(0).toUpperCase() + subject.slice(1), field };
  };
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-slate-50/60 p-2 sm:p-4" aria-describedby={listError ? errorIdOf(id) : undefined}>
      <legend className="px-1 text-sm font-semibold text-slate-700">{legend}</legend>
      {hint && <p className="-mt-1 mb-3 text-xs text-slate-500">{hint}</p>}
      {items.length === 0 ? (
        <p className="mb-3 text-sm text-slate-500">None yet.</p>
      ) : (
        <ol ref={listRef} className="mb-3 space-y-3">
          {items.map((item, index) => {
            const subject = `${noun} ${index + 1}`;
            const row = rowOf(item, index, subject);
            const buttons = (
              <div className="flex shrink-0 items-center gap-0.5">
                <MoveButtons subject={subject} index={index} count={items.length} onMove={(to) => moveTo(index, to)} />
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    onChange(items.filter((_, i) => i !== index));
                    setFocusNext("add");
                  }}
                  aria-label={`Remove ${subject}`}
                  title="Remove"
                  className="hover:bg-red-50 hover:text-red-700"
                >
                  <TrashIcon className="h-4 w-4" />
                </Button>
              </div>
            );
            return (
              <li key={rowKey(item)} className="rounded-lg bg-white p-2.5 shadow-sm ring-1 ring-slate-200 sm:p-3">
                {compact ? (
                  <div className="flex items-start gap-2">
                    <div className="min-w-0 flex-1">{renderRow(row)}</div>
                    <div className="pt-6">{buttons}</div>
                  </div>
                ) : (
                  // A group named "Point 2": its fields' labels ("Title") are then heard with the row they belong to.
                  <div role="group" aria-labelledby={`${id}-row-${index}`}>
                    <div className="mb-2 flex items-center justify-between gap-2">
                      <p id={`${id}-row-${index}`} className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                        {row.title}
                      </p>
                      {buttons}
                    </div>
                    <div className="space-y-3">{renderRow(row)}</div>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Button
        ref={addRef}
        size="sm"
        onClick={() => {
          onChange([...items, create()]);
          setFocusNext(items.length);
        }}
        disabled={full}
        data-invalid={listError ? "true" : undefined}
        aria-describedby={listError ? errorIdOf(id) : undefined}
      >
        <PlusIcon className="h-3.5 w-3.5" />
        Add {noun}
      </Button>
      {full && <span className="ml-2 text-xs text-slate-500">At most {max}.</span>}
      <FieldError id={id} error={listError} className="mt-2" />
    </fieldset>
  );
}
