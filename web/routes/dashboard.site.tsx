// /dashboard/site, the institute's facts (phone, address, hours): its own route, loaded when first opened (docs/decisions/088).
import { SiteFactsSection } from "../features/dashboard/content/site-facts-section";

export default SiteFactsSection;
