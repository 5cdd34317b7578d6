// The staff inbox and overview of issue 5, as the dashboard's section list uses them.
export { EnquiriesSection } from "./enquiries-section";
export { ChartIcon, InboxIcon } from "./icons";
export { NewCountBadge } from "./new-count-badge";
export { OverviewSection } from "./overview-section";
