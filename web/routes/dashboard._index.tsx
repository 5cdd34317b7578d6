// `/dashboard` alone, an old `?section=` link, or a path no section has: on to the
// right section's own path (docs/decisions/088).
import { Navigate, useLocation } from "react-router";
import { legacyDashboardUrl, sectionPath } from "#contracts/dashboard-paths";
import { allowedSections } from "../features/dashboard/shell/sections";
import { currentRole, currentUser } from "../features/dashboard/shell/current-user";

/**
 * The section an old link named, with its lead, batch or course (the shell sends a
 * role that may not open it to its first section), else the first section the
 * signed-in role may see. Rendered inside the dashboard, after its session check.
 */
export default function DashboardStart() {
  const { search } = useLocation();
  const first = allowedSections(currentRole(), currentUser()?.twoFactorSetupRequired === true)[0]!;
  return <Navigate to={legacyDashboardUrl(search) ?? sectionPath(first.id)} replace />;
}
