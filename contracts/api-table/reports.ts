import { setAsideJobsSchema } from "../jobs";
import { ownerNumbersSchema } from "../owner-numbers";
import { ownerNumbersQuerySchema } from "../owner-period";
import { dataAnswer, endpoints } from "./endpoint";

// Reports for the owner (docs/decisions/070, 072): numbers read
// across leads, batches, payments and visits. Admins only.

export const reportEndpoints = endpoints({
  "GET /api/reports/owner": { query: ownerNumbersQuerySchema, response: dataAnswer(ownerNumbersSchema) },
  // Background work set aside because what it reads could not be read (docs/decisions/092). Admins only.
  "GET /api/jobs/set-aside": { response: dataAnswer(setAsideJobsSchema) },
});
