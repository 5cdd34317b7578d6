// /dashboard/audit, who changed what: its own route, loaded when first opened (docs/decisions/088).
import { AuditSection } from "../features/dashboard/audit/audit-section";

export default AuditSection;
