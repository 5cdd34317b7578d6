// The sidebar's account panel: who is signed in, their settings and log out.

import { Link } from "react-router";
import { LogoutIcon } from "../kit/dashboard-icons";
import { SectionLink } from "./section-link";
import { accountSectionsFor } from "./sections";
import { Spinner } from "../kit/spinner";

interface AccountPanelProps {
  username: string | null;
  onLogout: () => void;
  busy: boolean;
  /** Called when one of the links is followed (closes the phone menu). */
  onNavigate?: () => void;
  /** Two-factor must be set up first: its link comes first. */
  twoFactorSetupRequired?: boolean;
}

/** Who is signed in, their own settings, a way back to the website, and Logout. */
export function AccountPanel({ username, onLogout, busy, onNavigate, twoFactorSetupRequired = false }: AccountPanelProps) {
  return (
    <div className="space-y-1 border-t border-white/10 pt-4 short:space-y-0 short:pt-2">
      {username && (
        <p className="truncate px-3 pb-2 text-xs text-slate-400 short:pb-1">
          Signed in as <span className="font-semibold text-slate-200">{username}</span>
        </p>
      )}
      {accountSectionsFor(twoFactorSetupRequired).map(({ id, label, icon }) => (
        <SectionLink key={id} id={id} label={label} Icon={icon} onNavigate={onNavigate} idleText="text-slate-200" />
      ))}
      <Link
        to="/"
        reloadDocument
        className="flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-medium text-slate-300 hover:bg-white/5 hover:text-white lg:min-h-0 lg:short:py-1.5"
      >
        View website
      </Link>
      <button
        type="button"
        onClick={onLogout}
        disabled={busy}
        className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-slate-200 hover:bg-red-500/15 hover:text-white disabled:opacity-60 lg:min-h-0 lg:short:py-1.5"
      >
        {busy ? <Spinner className="h-5 w-5" /> : <LogoutIcon className="h-5 w-5 text-slate-400" />}
        {busy ? "Logging out..." : "Logout"}
      </button>
    </div>
  );
}
