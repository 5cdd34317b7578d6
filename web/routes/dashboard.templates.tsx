// /dashboard/templates, the WhatsApp texts counsellors send from a lead: its own route, loaded when first opened (docs/decisions/088).
import { TemplatesSection } from "../features/dashboard/leads/templates-section";

export default TemplatesSection;
