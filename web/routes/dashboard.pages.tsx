// /dashboard/pages, the text of the site's pages (?page= names the tab): its own route, loaded when first opened (docs/decisions/088).
import { PagesSection } from "../features/dashboard/content/pages-section";

export default PagesSection;
