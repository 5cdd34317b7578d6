// /dashboard/classes, the batches' class lists, and /dashboard/classes/:batchId, one
// batch's register and students (docs/decisions/088).
import { ClassesSection } from "../features/dashboard/batches/classes-section";

export default ClassesSection;
