import type { IntegrationStatus } from "#contracts/integrations";
import type { ApiServer } from "#server/route-schemas";
import { requireRole } from "../auth";
import { type IntegrationSpec, integrationStatus, logHalfConfigured } from "../common/integration-config";
import { RAZORPAY } from "../payments";
import { LEAD_ADS } from "../lead-ads";
import { WHATSAPP } from "../whatsapp";

/** Every third-party integration the server has (docs/decisions/056); a new one adds its spec here. */
export const INTEGRATIONS: readonly IntegrationSpec[] = [RAZORPAY, WHATSAPP, LEAD_ADS];

/**
 * Says at start which integrations are half configured (names of the missing
 * settings, never values), and tells admins the same: GET /api/integrations.
 */
export async function integrationRoutes(app: ApiServer) {
  logHalfConfigured(INTEGRATIONS, app.config, app.log);
  app.get("/api/integrations", { onRequest: requireRole("admin") }, async () => ({
    success: true as const,
    data: INTEGRATIONS.map((spec): IntegrationStatus => integrationStatus(spec, app.config)),
  }));
}
