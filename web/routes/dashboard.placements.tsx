// /dashboard/placements, the placement record on the site: its own route, loaded when first opened (docs/decisions/088).
import { PlacementsSection } from "../features/dashboard/placements/placements-section";

export default PlacementsSection;
