// The staff dashboard's addresses (docs/decisions/088): one path per section, a
// lead, a batch, a course, a drive and a graduate of their own, and where the old
// `?section=` links go.
// The web app's routes and links and the server's emails all build them here.

export const DASHBOARD_PATH = "/dashboard";

/** A section's page: `/dashboard/enquiries`, `/dashboard/two-factor`. */
export const sectionPath = (section: string) => `${DASHBOARD_PATH}/${encodeURIComponent(section)}`;

/** One lead, opened over the inbox (the staff emails link here). */
export const leadPath = (id: string) => `${sectionPath("enquiries")}/${encodeURIComponent(id)}`;

/** The inbox's view of leads due today or overdue. */
export const DUE_VIEW_PATH = `${sectionPath("enquiries")}?view=due`;

/** One batch's register and class list. */
export const batchPath = (id: string) => `${sectionPath("classes")}/${encodeURIComponent(id)}`;

/** One course's editor (its draft). */
export const courseEditorPath = (id: string) => `${sectionPath("courses")}/${encodeURIComponent(id)}`;

/** The course editor for a new course. */
export const NEW_COURSE_PATH = `${sectionPath("courses")}?add=1`;

/** The placement officer's desk (docs/decisions/098), or one of its views: "employers", "graduates", "confirmations". */
export const placementDeskPath = (view?: "employers" | "graduates" | "confirmations") =>
  view ? `${sectionPath("placement-desk")}/${view}` : sectionPath("placement-desk");

/** One drive's board of applications, on the desk. */
export const driveBoardPath = (id: string) => `${sectionPath("placement-desk")}/drives/${encodeURIComponent(id)}`;

/** One graduate's outcome, opened over the desk's graduates. */
export const graduatePath = (leadId: string) => `${placementDeskPath("graduates")}/${encodeURIComponent(leadId)}`;

/**
 * Whether a page is a staff screen (kept out of search engines' reach, with the
 * strict opener policy): the login and sign-up pages and anything under /dashboard.
 */
export const isStaffPath = (pathname: string) =>
  pathname === "/login" || pathname === "/signup" || pathname === DASHBOARD_PATH || pathname.startsWith(`${DASHBOARD_PATH}/`);

/**
 * Where an address of the single-route dashboard (`/dashboard?section=enquiries&id=…`,
 * in staff emails sent before docs/decisions/088 and in bookmarks) now points:
 * the section's path, its item's path (a lead's `id`, a batch's `batch`, a course's
 * `course`), and every other parameter it carried left as it was. Null when the
 * address names no section: the dashboard then opens where the role starts.
 */
export function legacyDashboardUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  const section = params.get("section");
  if (!section) return null;
  params.delete("section");
  const item = ({ enquiries: "id", classes: "batch", courses: "course" } as Record<string, string>)[section];
  const value = item ? params.get(item) : null;
  if (item) params.delete(item);
  const path = value ? `${sectionPath(section)}/${encodeURIComponent(value)}` : sectionPath(section);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
