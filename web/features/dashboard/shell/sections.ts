// The dashboard's sections: path, label, icon, badge and the roles that see each; it imports no section's
// code (docs/decisions/088).

import type { Role } from "#contracts/user";
import { BriefcaseIcon, HistoryIcon, KeyIcon, ShieldIcon, StarOutlineIcon, UsersIcon, VideoIcon } from "../kit/dashboard-icons";
import { ChartIcon, InboxIcon, TemplateIcon } from "../leads/icons";
import { InboxBadges } from "../leads/new-count-badge";
import { PendingSignupsBadge } from "../users/pending-signups-badge";
import { BatchesIcon, CertificateIcon, CoursesIcon, PagesIcon, PlacementDeskIcon, SiteFactsIcon } from "./section-icons";

export interface DashboardSection {
  /** Its path under /dashboard (contracts/dashboard-paths.ts); each has its own route module in web/routes.ts. */
  id: string;
  label: string;
  icon: (props: { className?: string }) => React.ReactNode;
  /** Shown after the label in the sidebar, e.g. a count. */
  Badge?: () => React.ReactNode;
  /** Who sees it: the roles the server lets call the section's endpoints. */
  roles: readonly Role[];
}

const ADMINS: Role[] = ["admin"];
const CONTENT: Role[] = ["admin", "editor"];
const INBOX: Role[] = ["admin", "counsellor"];
const EVERYONE: Role[] = ["admin", "editor", "counsellor", "trainer", "placement"];
/** Batches' class lists (docs/decisions/067): a trainer sees only the batches they teach. */
const CLASSES: Role[] = ["admin", "counsellor", "trainer"];
/** The placement officer's routes (docs/decisions/089): the officer and admins. */
const PLACEMENT: Role[] = ["admin", "placement"];

/**
 * The sidebar, in order (the brief's sections plus our Overview and Enquiries,
 * docs/decisions/011). Only what the sidebar shows: each section's screen is its
 * own route module, loaded when opened (docs/decisions/088). Adding a section is
 * an entry here and a route in web/routes.ts; the first one a role may see is
 * where the dashboard opens for it.
 */
export const DASHBOARD_SECTIONS: DashboardSection[] = [
  // The dashboard opens on the overview (docs/decisions/088); the inbox carries the new and due counts.
  { id: "overview", label: "Overview", icon: ChartIcon, roles: ADMINS },
  { id: "enquiries", label: "Enquiries", icon: InboxIcon, Badge: InboxBadges, roles: INBOX },
  // The WhatsApp texts counsellors send from an enquiry (docs/decisions/022).
  { id: "templates", label: "Message templates", icon: TemplateIcon, roles: INBOX },
  // Certificates staff issue and anyone can check at /verify (docs/decisions/052).
  { id: "certificates", label: "Certificates", icon: CertificateIcon, roles: INBOX },
  { id: "classes", label: "Classes", icon: UsersIcon, roles: CLASSES },
  // Employers, drives and their boards, graduates with no outcome, confirmations pending (docs/decisions/098).
  { id: "placement-desk", label: "Placement desk", icon: PlacementDeskIcon, roles: PLACEMENT },
  { id: "users", label: "Users", icon: UsersIcon, Badge: PendingSignupsBadge, roles: ADMINS },
  { id: "placements", label: "Placement Record", icon: BriefcaseIcon, roles: CONTENT },
  { id: "reviews", label: "Student Review", icon: StarOutlineIcon, roles: CONTENT },
  { id: "videos", label: "Youtube Videos", icon: VideoIcon, roles: CONTENT },
  { id: "courses", label: "Courses", icon: CoursesIcon, roles: CONTENT },
  { id: "pages", label: "Pages", icon: PagesIcon, roles: CONTENT },
  { id: "site", label: "Site facts", icon: SiteFactsIcon, roles: CONTENT },
  { id: "batches", label: "Batches", icon: BatchesIcon, roles: CONTENT },
  { id: "audit", label: "Audit log", icon: HistoryIcon, roles: ADMINS },
];

/** About the signed-in person rather than the institute: linked from the account panel beside Logout. */
export const ACCOUNT_SECTIONS: DashboardSection[] = [
  { id: "password", label: "Change password", icon: KeyIcon, roles: EVERYONE },
  { id: "two-factor", label: "Two-factor login", icon: ShieldIcon, roles: EVERYONE },
];

/** The sidebar of one role; empty while two-factor must be set up first (the server answers nothing else). */
export const sectionsFor = (role: Role | null, twoFactorSetupRequired = false) =>
  twoFactorSetupRequired ? [] : DASHBOARD_SECTIONS.filter((s) => role !== null && s.roles.includes(role));

/** The account's own settings; only the two-factor setup (and the password) while that setup is required. */
export const accountSectionsFor = (twoFactorSetupRequired = false) =>
  twoFactorSetupRequired
    ? [...ACCOUNT_SECTIONS.filter((s) => s.id === "two-factor"), ...ACCOUNT_SECTIONS.filter((s) => s.id !== "two-factor")]
    : ACCOUNT_SECTIONS;

/** Every section this role may open, the sidebar's then the account's: the first is where the dashboard opens. */
export const allowedSections = (role: Role | null, twoFactorSetupRequired = false) => [
  ...sectionsFor(role, twoFactorSetupRequired),
  ...accountSectionsFor(twoFactorSetupRequired),
];

/** Any section of the dashboard by its path segment, whoever may open it. */
export const sectionById = (id: string | undefined) => [...DASHBOARD_SECTIONS, ...ACCOUNT_SECTIONS].find((s) => s.id === id);

/** The section a dashboard path names (`/dashboard/enquiries/abc` → "enquiries"). */
export const sectionIdOf = (pathname: string) => pathname.split("/")[2] || undefined;
