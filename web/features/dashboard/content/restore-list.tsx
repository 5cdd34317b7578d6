// The framed list of the restore dialogs (saved versions of a record, deleted
// courses): each row names what was saved, says when and by whom, and offers its action.

interface RestoreListProps<T extends { id: string | number }> {
  items: T[];
  /** Versions are a sequence (newest first): an ordered list; deleted courses are not. */
  ordered?: boolean;
  /** The row's first line, in bold. */
  heading: (item: T) => React.ReactNode;
  detail: (item: T) => React.ReactNode;
  /** The row's button or state, beside the text on a wide screen and under it on a phone. */
  action: (item: T) => React.ReactNode;
}

export function RestoreList<T extends { id: string | number }>({ items, ordered, heading, detail, action }: RestoreListProps<T>) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-slate-900">{heading(item)}</p>
            <p className="text-slate-600">{detail(item)}</p>
          </div>
          {action(item)}
        </li>
      ))}
    </List>
  );
}
