// /dashboard/batches, the batches the course pages list: its own route, loaded when first opened (docs/decisions/088).
import { BatchesSection } from "../features/dashboard/content/batches-section";

export default BatchesSection;
