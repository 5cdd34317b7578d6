// The staff inbox, overview and message templates, as the dashboard's section list uses them.
export { EnquiriesSection } from "./enquiries-section";
export { ChartIcon, InboxIcon, TemplateIcon } from "./icons";
export { InboxBadges } from "./new-count-badge";
export { OverviewSection } from "./overview-section";
export { TemplatesSection } from "./templates-section";
