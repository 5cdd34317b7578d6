// Third-party integrations (docs/decisions/056): each is off, complete, or half
// configured with the settings still missing (their names, never their values).

export type IntegrationState = "off" | "complete" | "half";

/** GET /api/integrations (admins): one entry per integration the server knows. */
export interface IntegrationStatus {
  id: string;
  /** What staff call it, e.g. "Razorpay payments". */
  name: string;
  state: IntegrationState;
  /** The settings still to set: empty unless half configured. */
  missing: string[];
}

/** "set A", "set A and B", "set A, B and C". */
export function settingsToSet(names: readonly string[]) {
  if (names.length <= 1) return `set ${names.join("")}`;
  return `set ${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
