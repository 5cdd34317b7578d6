// The staff dashboard's layout route: checks for a session, then the sidebar and the open section
// (docs/decisions/088).

import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { DashboardShell } from "../features/dashboard/shell/dashboard-shell";
import { createDashboardQueryClient } from "../features/dashboard/queries/query-client";
import { UnsavedChangesGuard } from "../features/dashboard/kit/unsaved-changes";
import { getToken } from "../lib/auth-storage";
import { takeOverSession } from "../features/dashboard/shell/session-handoff";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Dashboard", matches);

export default function Dashboard() {
  const navigate = useNavigate();
  const [allowed, setAllowed] = useState(false);
  // The staff screens' data layer (docs/decisions/044): only this route loads it, never a public page.
  const [queryClient] = useState(createDashboardQueryClient);

  // The dashboard opens only with a token in local storage (or one a plain
  // login post left to take over). The server checks the session on every
  // staff call; this only spares a flash of the page.
  useEffect(() => {
    if (getToken()) return setAllowed(true);
    let current = true;
    void takeOverSession().then((taken) => {
      if (!current) return;
      if (taken) setAllowed(true);
      else navigate("/login", { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate]);

  if (!allowed) {
    return (
      <main className="grid min-h-screen place-items-center text-slate-600" role="status">
        Checking your session…
        <noscript>The dashboard needs JavaScript: turn it on and reload this page.</noscript>
      </main>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <UnsavedChangesGuard>
        <DashboardShell />
      </UnsavedChangesGuard>
    </QueryClientProvider>
  );
}
