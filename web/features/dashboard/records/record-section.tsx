// A website record list (placements, reviews): the paged table, add and edit in a modal, delete after a
// confirmation.

import { useState } from "react";
import { Button } from "../kit/button";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { PlusIcon } from "../kit/dashboard-icons";
import { FormModal } from "../kit/form-modal";
import type { RecordFormProps } from "./record-form";
import { type RecordBase, type RecordKind, capitalised } from "./record-kind";
import { type Column, ResourceTable } from "../kit/resource-table";
import { RowActions, actionsColumn } from "../kit/row-actions";
import { SectionFrame } from "../kit/section-frame";
import { useDeleteFlow } from "../kit/use-delete-flow";
import { usePagedQuery } from "../queries/list-state";
import { removeRecord } from "./api";

interface Props<T extends RecordBase> {
  kind: RecordKind<T>;
  title: string;
  description: string;
  caption: string;
  emptyText: string;
  /** The kind's columns; the row's Edit and Delete come last. */
  columns: Column<T>[];
  /** Who the row's buttons are about, read out with them ("Edit review by Priya"). */
  subject: (record: T) => string;
  Form: React.ComponentType<RecordFormProps<T>>;
  /** The delete dialog's words about the record. */
  confirm: (record: T | null) => React.ReactNode;
}

/** "add" opens an empty form, a record opens it prefilled; null is closed. */
type Editing<T> = "add" | T | null;

/** A website record list (placements, reviews): the paged table, Add and Edit in a modal, Delete after a confirmation. */
export function RecordSection<T extends RecordBase>({ kind, title, description, caption, emptyText, columns, subject, Form, confirm }: Props<T>) {
  // Paged and searched by the server: the list may hold thousands of records.
  const { list, server } = usePagedQuery(kind.list, kind.read);
  const [editing, setEditing] = useState<Editing<T>>(null);
  const Noun = capitalised(kind.noun);

  const del = useDeleteFlow<T>({
    remove: (r) => removeRecord(kind, r._id),
    success: `${Noun} deleted successfully`,
    failure: `Failed to delete ${kind.noun}`,
    onDeleted: (r) => {
      list.update((items) => items.filter((i) => i._id !== r._id));
      list.refresh();
    },
  });

  const withActions: Column<T>[] = [
    ...columns,
    actionsColumn((r) => <RowActions subject={subject(r)} onEdit={() => setEditing(r)} onDelete={() => del.ask(r)} />),
  ];

  const record = editing === "add" ? null : editing;
  return (
    <SectionFrame
      title={title}
      description={description}
      action={
        <Button variant="primary" onClick={() => setEditing("add")}>
          <PlusIcon className="h-4 w-4" />
          Add {kind.noun}
        </Button>
      }
    >
      <ResourceTable noun={`${kind.noun}s`} caption={caption} columns={withActions} list={list} rowKey={(r) => r._id} emptyText={emptyText} server={server} />
      <FormModal open={editing !== null} title={record ? `Edit ${kind.noun}` : `Add ${kind.noun}`} onClose={() => setEditing(null)}>
        {(close) => (
          <Form
            record={record}
            onCancel={close}
            onSaved={() => {
              setEditing(null);
              list.refresh();
            }}
          />
        )}
      </FormModal>
      <ConfirmDialog title={`Delete ${kind.noun}?`} {...del.dialog}>
        <p>{confirm(del.target)}</p>
      </ConfirmDialog>
    </SectionFrame>
  );
}
