// /dashboard/placement-desk, the placement officer's desk (docs/decisions/098): drives, a drive's board at
// /drives/:id, employers, graduates with no outcome (one at /graduates/:leadId), confirmations pending.
import { PlacementDeskSection } from "../features/dashboard/placement-desk/desk-section";

export default PlacementDeskSection;
