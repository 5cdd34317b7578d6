// Edit and Delete buttons of one table row, named after the row's subject for screen readers.

import { Button } from "./button";
import { PencilIcon, TrashIcon } from "./dashboard-icons";
import type { Column } from "./resource-table";

interface RowActionsProps {
  /** Who or what the row is about, e.g. the student's name: makes each button's name unique. */
  subject: string;
  onEdit?: () => void;
  onDelete: () => void;
  children?: React.ReactNode;
}

export function RowActions({ subject, onEdit, onDelete, children }: RowActionsProps) {
  return (
    <div className="inline-flex gap-2">
      {children}
      {onEdit && (
        <Button size="sm" onClick={onEdit} aria-label={`Edit ${subject}`}>
          <PencilIcon className="h-3.5 w-3.5" />
          Edit
        </Button>
      )}
      <Button size="sm" onClick={onDelete} aria-label={`Delete ${subject}`} className="hover:border-red-300 hover:text-red-700">
        <TrashIcon className="h-3.5 w-3.5" />
        Delete
      </Button>
    </div>
  );
}

/** A table's last column: the row's buttons, right-aligned, its header read out but not shown. */
export function actionsColumn<T>(cell: (row: T) => React.ReactNode): Column<T> {
  return { header: "Actions", hideHeader: true, className: "text-right whitespace-nowrap", cell };
}
