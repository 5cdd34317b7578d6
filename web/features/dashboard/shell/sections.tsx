import type { Role } from "#contracts/user";
import { AuditSection } from "../audit/audit-section";
import { ClassesSection } from "../batches/classes-section";
import { CertificateIcon, CertificatesSection } from "../certificates/certificates-section";
import { ChangePasswordSection } from "../account/change-password-section";
import { BatchesIcon, BatchesSection } from "../content/batches-section";
import { CoursesIcon, CoursesSection } from "../content/courses-section";
import { PagesIcon, PagesSection } from "../content/pages-section";
import { SiteFactsIcon, SiteFactsSection } from "../content/site-facts-section";
import { BriefcaseIcon, HistoryIcon, KeyIcon, ShieldIcon, StarOutlineIcon, UsersIcon, VideoIcon } from "../kit/dashboard-icons";
import { ChartIcon, EnquiriesSection, InboxBadges, InboxIcon, OverviewSection, TemplateIcon, TemplatesSection } from "../leads";
import { PlacementsSection } from "../placements/placements-section";
import { ReviewsSection } from "../reviews/reviews-section";
import { TwoFactorSection } from "../account/two-factor-section";
import { PendingSignupsBadge, UsersSection } from "../users/users-section";
import { VideosSection } from "../videos/videos-section";

export interface DashboardSection {
  /** The value of ?section= in the URL. */
  id: string;
  label: string;
  icon: (props: { className?: string }) => React.ReactNode;
  Component: () => React.ReactNode;
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

/**
 * The sidebar, in order (the brief's sections plus our Overview and Enquiries,
 * docs/decisions/011). Adding a section is one entry here; the first
 * one a role may see is where the dashboard opens for it.
 */
export const DASHBOARD_SECTIONS: DashboardSection[] = [
  // Issue 5: the dashboard opens on the overview; the inbox carries the new and due counts.
  { id: "overview", label: "Overview", icon: ChartIcon, Component: OverviewSection, roles: ADMINS },
  { id: "enquiries", label: "Enquiries", icon: InboxIcon, Component: EnquiriesSection, Badge: InboxBadges, roles: INBOX },
  // Issue 11: the WhatsApp texts counsellors send from an enquiry.
  { id: "templates", label: "Message templates", icon: TemplateIcon, Component: TemplatesSection, roles: INBOX },
  // Issue 19: certificates staff issue and anyone can check at /verify (docs/decisions/052).
  { id: "certificates", label: "Certificates", icon: CertificateIcon, Component: CertificatesSection, roles: INBOX },
  { id: "classes", label: "Classes", icon: UsersIcon, Component: ClassesSection, roles: CLASSES },
  { id: "users", label: "Users", icon: UsersIcon, Component: UsersSection, Badge: PendingSignupsBadge, roles: ADMINS },
  { id: "placements", label: "Placement Record", icon: BriefcaseIcon, Component: PlacementsSection, roles: CONTENT },
  { id: "reviews", label: "Student Review", icon: StarOutlineIcon, Component: ReviewsSection, roles: CONTENT },
  { id: "videos", label: "Youtube Videos", icon: VideoIcon, Component: VideosSection, roles: CONTENT },
  { id: "courses", label: "Courses", icon: CoursesIcon, Component: CoursesSection, roles: CONTENT },
  { id: "pages", label: "Pages", icon: PagesIcon, Component: PagesSection, roles: CONTENT },
  { id: "site", label: "Site facts", icon: SiteFactsIcon, Component: SiteFactsSection, roles: CONTENT },
  { id: "batches", label: "Batches", icon: BatchesIcon, Component: BatchesSection, roles: CONTENT },
  { id: "audit", label: "Audit log", icon: HistoryIcon, Component: AuditSection, roles: ADMINS },
];

/** About the signed-in person rather than the institute: linked from the account panel beside Logout. */
export const ACCOUNT_SECTIONS: DashboardSection[] = [
  { id: "password", label: "Change password", icon: KeyIcon, Component: ChangePasswordSection, roles: EVERYONE },
  { id: "two-factor", label: "Two-factor login", icon: ShieldIcon, Component: TwoFactorSection, roles: EVERYONE },
];

export const sectionHref = (id: string) => `?section=${encodeURIComponent(id)}`;

/** The sidebar of one role; empty while two-factor must be set up first (the server answers nothing else). */
export const sectionsFor = (role: Role | null, twoFactorSetupRequired = false) =>
  twoFactorSetupRequired ? [] : DASHBOARD_SECTIONS.filter((s) => role !== null && s.roles.includes(role));

/** The account's own settings; only the two-factor setup (and the password) while that setup is required. */
export const accountSectionsFor = (twoFactorSetupRequired = false) =>
  twoFactorSetupRequired
    ? [...ACCOUNT_SECTIONS.filter((s) => s.id === "two-factor"), ...ACCOUNT_SECTIONS.filter((s) => s.id !== "two-factor")]
    : ACCOUNT_SECTIONS;

/** The section named in the URL if this role may see it, else the role's first one. */
export function findSection(id: string | null, role: Role | null, twoFactorSetupRequired = false): DashboardSection {
  const allowed = [...sectionsFor(role, twoFactorSetupRequired), ...accountSectionsFor(twoFactorSetupRequired)];
  return allowed.find((s) => s.id === id) ?? allowed[0]!;
}
