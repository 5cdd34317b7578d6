import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../server/config";

// The systemd unit, its environment file and the guide (docs/deploy.md,
// docs/decisions/059): systemd accepts the unit, the unit keeps the promises
// the guide makes, and every variable they name is one the server reads.

const UNIT = "deploy/chennai-tech-academy.service";
const ENV_EXAMPLE = "deploy/academy.env.example";
const GUIDE = "docs/deploy.md";
const SYSTEMD_ANALYZE = process.env.SYSTEMD_ANALYZE_PATH ?? "/usr/bin/systemd-analyze";

/** The variables the server reads: the keys of server/config.ts's schema. */
const configVariables = new Set([...fs.readFileSync("server/config.ts", "utf8").matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!));

/** The [Service] section's settings, each name with every value it is given. */
function serviceSettings() {
  const text = fs.readFileSync(UNIT, "utf8");
  const service = text.slice(text.indexOf("[Service]"), text.indexOf("[Install]"));
  const settings = new Map<string, string[]>();
  for (const line of service.split("\n")) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (m) settings.set(m[1]!, [...(settings.get(m[1]!) ?? []), m[2]!]);
  }
  return settings;
}

if (!fs.existsSync(SYSTEMD_ANALYZE)) {
  const message = `No systemd-analyze at ${SYSTEMD_ANALYZE}: install it (Debian: apt-get install systemd) or point SYSTEMD_ANALYZE_PATH at it.`;
  if (process.env.CI === "true") throw new Error(`CI=true but ${message}`);
  console.warn(`${message} The unit is not verified on this machine.`);
}

describe("the systemd unit and its environment file", () => {
  it.skipIf(!fs.existsSync(SYSTEMD_ANALYZE))("systemd-analyze verify accepts the unit without a warning", () => {
    // verify works without systemd running (this container has none) and does
    // not look the User up; it checks every key and value and that ExecStart's
    // program exists. An unknown key or a bad value is only a warning on stderr,
    // so the test wants stderr empty as well as exit status 0.
    const verify = spawnSync(SYSTEMD_ANALYZE, ["verify", UNIT], { encoding: "utf8" });
    expect(verify.stderr.trim()).toBe("");
    expect(verify.status).toBe(0);
  });

  it("runs the server as a non-root user from its checkout, restarts it on failure and lets it write only its data folder", () => {
    const s = serviceSettings();
    expect(s.get("User")).toHaveLength(1);
    expect(s.get("User")![0]).not.toMatch(/^(root|0)$/);
    expect(s.get("ExecStart")![0]).toMatch(/^\/usr\/bin\/(node|npm) /);
    expect(s.get("Restart")).toEqual(["on-failure"]);
    expect(s.get("WorkingDirectory")).toHaveLength(1);
    expect(s.get("EnvironmentFile")![0]).toMatch(/^\/etc\//);
    const dataDir = s
      .get("Environment")!
      .find((e) => e.startsWith("DATA_DIR="))!
      .slice("DATA_DIR=".length);
    expect(s.get("ReadWritePaths")).toEqual([dataDir]);
    expect(s.get("StateDirectory")).toEqual([dataDir.replace("/var/lib/", "")]);
    expect(s.get("ProtectSystem")).toEqual(["strict"]);
    expect(s.get("NoNewPrivileges")).toEqual(["yes"]);
    expect(s.get("PrivateTmp")).toEqual(["yes"]);
    // The server's own stop takes at most SHUTDOWN_TIMEOUT_MS plus its 2 s watchdog.
    const shutdownMs = loadConfig({}).SHUTDOWN_TIMEOUT_MS;
    expect(Number.parseInt(s.get("TimeoutStopSec")![0]!, 10) * 1000).toBeGreaterThan(shutdownMs + 2000);
  });

  it("names only variables the server reads, with values it accepts", () => {
    const lines = fs.readFileSync(ENV_EXAMPLE, "utf8").split("\n");
    // Set ones, and the commented-out ones a reader may uncomment.
    const assignments = lines.map((l) => /^#?([A-Z][A-Z0-9_]+)=(.*)$/.exec(l)).filter((m) => m !== null);
    expect(assignments.length).toBeGreaterThan(10);
    const unitEnvironment = serviceSettings()
      .get("Environment")!
      .map((e) => e.split("=")[0]!);
    for (const name of [...assignments.map((m) => m[1]!), ...unitEnvironment]) expect(configVariables, name).toContain(name);
    // systemd takes a value in double quotes without them (a shell sourcing the file does too).
    const set = Object.fromEntries(assignments.filter((m) => !m[0].startsWith("#")).map((m) => [m[1]!, m[2]!.replace(/^"(.*)"$/, "$1")]));
    expect(set).toMatchObject({ TRUST_PROXY: "1", HOST: "127.0.0.1", NODE_ENV: "production" });
    const config = loadConfig(set);
    expect(config.TRUST_PROXY).toBeTruthy();
    expect(config.SITE_URL).toMatch(/^https:\/\//);
  });

  it("the guide names only variables the server reads", () => {
    const guide = fs.readFileSync(GUIDE, "utf8");
    const named = new Set([...guide.matchAll(/\b([A-Z][A-Z0-9]*_[A-Z0-9_]+)\b/g)].map((m) => m[1]!));
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((name) => !configVariables.has(name))).toEqual([]);
  });
});
