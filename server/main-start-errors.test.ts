import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// Starting the real server (server/main.ts) against a PostgreSQL database that is
// not there, as a new user does before running createdb (docs/decisions/056): one
// sentence saying what to run, exit code 1, no stack trace, never the password.

describe("starting on a PostgreSQL database that does not exist", () => {
  it("stops with one sentence naming the database and the createdb command", () => {
    const name = `cta_missing_${process.pid}_${Date.now()}`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        ADMIN_USERNAME: "boot",
        ADMIN_PASSWORD: "boot-password-1",
        DATABASE_URL: `postgres://postgres:not-shown-pw@127.0.0.1:5432/${name}`,
      },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(run.status).toBe(1);
    const output = `${run.stdout}${run.stderr}`.trim();
    expect(output.split("\n")).toEqual([
      `The PostgreSQL database "${name}" does not exist on 127.0.0.1:5432: create it with \`createdb -h 127.0.0.1 -p 5432 -U postgres ${name}\` and start again.`,
    ]);
    expect(output).not.toContain("not-shown-pw");
  }, 150_000);
});
