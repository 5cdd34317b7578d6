import type { z } from "zod";
import { assetUrl } from "#web/lib/api";
import { FormActions } from "../kit/form-actions";
import { FormField, inputClass, readOnlyClass } from "../kit/form-field";
import { ImageField } from "../kit/image-field";
import { saveRecord } from "./api";
import { type RecordBase, type RecordKind, capitalised } from "./record-kind";
import { useRecordForm } from "./use-record-form";

/** The form's text values: every record kind has the generated student id and a date. */
type Values = Record<string, string> & { id: string; date: string };

export interface RecordFormProps<T extends RecordBase> {
  /** The record to edit; null adds a new one. */
  record: T | null;
  onSaved: () => void;
  onCancel: () => void;
}

interface Props<T extends RecordBase, V extends Values> extends RecordFormProps<T> {
  kind: RecordKind;
  /** What the server checks too (contracts/). */
  schema: z.ZodType;
  initial: V;
  /** The kind's own fields, between the id and date row and the photo. */
  children: (form: ReturnType<typeof useRecordForm<V>>) => React.ReactNode;
}

/**
 * Add or edit one website record with its photo: the student id and the date on top,
 * the kind's fields, the photo, then the buttons with the upload's progress.
 */
export function RecordForm<T extends RecordBase, V extends Values>({ kind, schema, initial, record, onSaved, onCancel, children }: Props<T, V>) {
  const form = useRecordForm(initial);
  const { errors, bind } = form;
  const editing = record !== null;
  const Noun = capitalised(kind.noun);

  const onSubmit = form.submit({
    schema,
    send: (body, onProgress) => saveRecord(kind, editing ? record._id : null, body, onProgress),
    success: editing ? `${Noun} updated successfully` : `${Noun} added successfully`,
    failure: editing ? `Failed to update ${kind.noun}` : `Failed to add ${kind.noun}`,
    onSaved,
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Student ID" hint="Generated automatically.">
          {(c) => <input {...c} {...bind("id")} readOnly className={readOnlyClass} />}
        </FormField>
        <FormField label="Date" error={errors.date}>
          {(c) => <input {...c} {...bind("date")} type="date" required className={inputClass} />}
        </FormField>
      </div>
      {children(form)}
      <ImageField
        label="Photo"
        currentUrl={record?.image ? assetUrl(record.image) : null}
        file={form.file}
        onFile={form.setFile}
        serverError={form.errors.image}
      />
      <FormActions
        busy={form.busy}
        progress={form.progress}
        showProgress={form.file !== null}
        submitLabel={editing ? "Save changes" : `Add ${kind.noun}`}
        busyLabel={editing ? "Saving..." : "Adding..."}
        onCancel={onCancel}
      />
    </form>
  );
}
