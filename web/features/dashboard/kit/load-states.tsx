import { AlertIcon } from "./dashboard-icons";
import { Spinner } from "./spinner";

// What a dialog shows while its record is on its way, or when it could not come:
// one look for every dialog that loads (a lead, a receipt, a record's history).

export function DialogLoading({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="flex items-center gap-3 py-10 text-slate-600">
      <Spinner />
      {children}
    </div>
  );
}

/** `children`: "Could not load …" and the reason. */
export function DialogLoadFailed({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="flex items-center gap-3 rounded-lg bg-red-50 p-4 text-sm text-red-800">
      <AlertIcon className="h-5 w-5 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
