// /dashboard/enquiries, the inbox, and /dashboard/enquiries/:id, one lead over it:
// one route, so opening and closing a lead keeps the list as it was (docs/decisions/088).
import { EnquiriesSection } from "../features/dashboard/leads/enquiries-section";

export default EnquiriesSection;
