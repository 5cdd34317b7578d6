import type { FastifyBaseLogger } from "fastify";
import { type IntegrationStatus, settingsToSet } from "#contracts/integrations";
import type { Config } from "#server/config";

// One rule for every third-party integration (docs/decisions/056): it names the
// settings it needs all of. None set: off, as on a fresh install. All set:
// complete. Some: half configured, which is a mistake to say out loud (at start in
// the log, to admins in the dashboard, and in the answer of the features it
// powers), never to hide by quietly working in part. Only names leave here,
// never a value.

export interface IntegrationSpec {
  id: string;
  /** A plural noun for sentences like "Payments are not set up", e.g. "Payments", "WhatsApp messages". */
  name: string;
  /** Every setting the integration needs; it works only with all of them. */
  settings: readonly (keyof Config)[];
  /**
   * The setting that turns it on, when some of `settings` are shared with another
   * integration (lead ads use WhatsApp's webhook secrets): while it is unset the
   * integration is off, not half configured, whatever the shared ones are.
   */
  switchedOnBy?: keyof Config;
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== "";

export function integrationStatus(spec: IntegrationSpec, config: Config): IntegrationStatus {
  if (spec.switchedOnBy && !isSet(config[spec.switchedOnBy])) return { id: spec.id, name: spec.name, state: "off", missing: [] };
  const missing = spec.settings.filter((name) => !isSet(config[name]));
  const state = missing.length === 0 ? "complete" : missing.length === spec.settings.length ? "off" : "half";
  return { id: spec.id, name: spec.name, state, missing: state === "half" ? [...missing] : [] };
}

/** The sentence for an integration that is not complete, naming only the settings still unset. */
export function notSetUpSentence(spec: IntegrationSpec, config: Config) {
  return `${spec.name} are not set up: ${settingsToSet(spec.settings.filter((name) => !isSet(config[name])))}.`;
}

/** What to do to turn it on: for a half configuration only the missing names, otherwise all of them. */
export function setupSentence(spec: IntegrationSpec, status: IntegrationStatus) {
  return `${spec.name} are not set up: ${settingsToSet(status.state === "half" ? status.missing : spec.settings)}.`;
}

/** One warning per half-configured integration, at start. */
export function logHalfConfigured(specs: readonly IntegrationSpec[], config: Config, log: FastifyBaseLogger) {
  for (const spec of specs) {
    const status = integrationStatus(spec, config);
    if (status.state === "half")
      log.warn({ integration: spec.id, missing: status.missing }, `${spec.name}: half configured, ${settingsToSet(status.missing)} (it stays off until then)`);
  }
}
