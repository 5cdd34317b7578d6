import { ChangePasswordSection } from "./change-password-section";
import { BriefcaseIcon, KeyIcon, StarOutlineIcon, UsersIcon, VideoIcon } from "./dashboard-icons";
import { ChartIcon, EnquiriesSection, InboxIcon, NewCountBadge, OverviewSection } from "./enquiries";
import { PlacementsSection } from "./placements-section";
import { ReviewsSection } from "./reviews-section";
import { UsersSection } from "./users-section";
import { VideosSection } from "./videos-section";

export interface DashboardSection {
  /** The value of ?section= in the URL. */
  id: string;
  label: string;
  icon: (props: { className?: string }) => React.ReactNode;
  Component: () => React.ReactNode;
  /** Shown after the label in the sidebar, e.g. a count. */
  Badge?: () => React.ReactNode;
}

/**
 * The sidebar, in order (the brief's sections plus our Overview and Enquiries,
 * docs/decisions/011). Adding a section is one entry here; the first
 * one is where the dashboard opens.
 */
export const DASHBOARD_SECTIONS: DashboardSection[] = [
  // Issue 5: the dashboard opens on the overview; the inbox carries the new-count.
  { id: "overview", label: "Overview", icon: ChartIcon, Component: OverviewSection },
  { id: "enquiries", label: "Enquiries", icon: InboxIcon, Component: EnquiriesSection, Badge: NewCountBadge },
  { id: "users", label: "Users", icon: UsersIcon, Component: UsersSection },
  { id: "placements", label: "Placement Record", icon: BriefcaseIcon, Component: PlacementsSection },
  { id: "reviews", label: "Student Review", icon: StarOutlineIcon, Component: ReviewsSection },
  { id: "videos", label: "Youtube Videos", icon: VideoIcon, Component: VideosSection },
];

/** About the signed-in person rather than the institute: linked from the account panel beside Logout. */
export const ACCOUNT_SECTIONS: DashboardSection[] = [{ id: "password", label: "Change password", icon: KeyIcon, Component: ChangePasswordSection }];

export const sectionHref = (id: string) => `?section=${encodeURIComponent(id)}`;

/** The section named in the URL, or the first one. */
export const findSection = (id: string | null) => [...DASHBOARD_SECTIONS, ...ACCOUNT_SECTIONS].find((s) => s.id === id) ?? DASHBOARD_SECTIONS[0]!;
