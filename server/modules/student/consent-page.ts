// The /my form post that shows or hides the student's placement on the website
// (docs/decisions/097). Registered inside the page's form scope (./page.ts), which
// refuses posts from other sites' pages.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { setPlacementConsent } from "../placement-outcomes";
import { postedText } from "../common/posted-text";

export function consentPost(scope: FastifyInstance, leadOf: (request: FastifyRequest) => Promise<string | null | undefined>) {
  scope.post("/my/placement-consent", async (request, reply) => {
    const leadId = await leadOf(request);
    if (!leadId) return reply.redirect("/my", 303);
    await setPlacementConsent(scope.db, leadId, postedText(request.body).show === "1", scope.now());
    await scope.contentChanged();
    return reply.redirect("/my#placement", 303);
  });
}
