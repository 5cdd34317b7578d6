import { Link } from "react-router";
import { LogoutIcon } from "./dashboard-icons";
import { Spinner } from "./spinner";

interface AccountPanelProps {
  username: string | null;
  onLogout: () => void;
  busy: boolean;
}

/** Who is signed in, a way back to the website, and Logout. */
export function AccountPanel({ username, onLogout, busy }: AccountPanelProps) {
  return (
    <div className="space-y-1 border-t border-white/10 pt-4">
      {username && (
        <p className="truncate px-3 pb-2 text-xs text-slate-400">
          Signed in as <span className="font-semibold text-slate-200">{username}</span>
        </p>
      )}
      <Link to="/" className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-300 hover:bg-white/5 hover:text-white">
        View website
      </Link>
      <button
        type="button"
        onClick={onLogout}
        disabled={busy}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-slate-200 hover:bg-red-500/15 hover:text-white disabled:opacity-60"
      >
        {busy ? <Spinner className="h-5 w-5" /> : <LogoutIcon className="h-5 w-5 text-slate-400" />}
        {busy ? "Logging out..." : "Logout"}
      </button>
    </div>
  );
}
