// /dashboard/overview, the admins' first screen: the day's figures: its own route, loaded when first opened (docs/decisions/088).
import { OverviewSection } from "../features/dashboard/leads/overview-section";

export default OverviewSection;
