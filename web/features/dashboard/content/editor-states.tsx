import { Button } from "../kit/button";
import { AlertIcon } from "../kit/dashboard-icons";
import { loadError } from "../queries/list-state";
import { Spinner } from "../kit/spinner";

// What an editor shows before its record is on screen.

const card = "rounded-2xl bg-white px-4 shadow-sm ring-1 ring-slate-200";

export function EditorLoading({ children, plain }: { children: React.ReactNode; plain?: boolean }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-16 text-slate-600 ${plain ? "px-4" : card}`}>
      <Spinner />
      {children}
    </div>
  );
}

interface EditorLoadFailedProps {
  /** "Could not load …" */
  title: string;
  /** The failure: the server's reason, or a word about the connection. */
  error: unknown;
  /** Said instead of the server's reason (a course that no longer exists). */
  message?: string;
  action: string;
  onAction: () => void;
  plain?: boolean;
}

export function EditorLoadFailed({ title, error, message, action, onAction, plain }: EditorLoadFailedProps) {
  return (
    <div role="alert" className={`flex flex-col items-center gap-3 py-14 text-center ${plain ? "px-4" : card}`}>
      <AlertIcon className="h-8 w-8 text-red-500" />
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="text-sm text-slate-600">{message ?? loadError(error)}</p>
      <Button variant="primary" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
