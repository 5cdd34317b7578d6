// The student's choice to show their placement on the website (docs/decisions/097).
import { placementConsentSchema } from "../placement-outcomes";
import { z } from "../zod";
import { dataAnswer, endpoints, recordAnswer } from "./endpoint";

const consent = z.object({ show: z.boolean(), verifyPath: z.string().nullable(), hasProvenJob: z.boolean() });

export const placementProofEndpoints = endpoints({
  "GET /api/student/placement-consent": { response: dataAnswer(consent) },
  "PUT /api/student/placement-consent": { body: placementConsentSchema, response: recordAnswer(consent) },
});
