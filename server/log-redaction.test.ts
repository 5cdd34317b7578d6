import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { REDACTED, redactFields, redactText, redactUrl } from "./log-redaction";
import { testConfig, testDatabases } from "./test/databases";

// docs/decisions/055: no password, token or code in a log line, whatever a client
// puts in an address.

describe("redactUrl", () => {
  it("replaces the values of password, token, code, secret and otp parameters, keeping the rest as sent", () => {
    expect(redactUrl("/login?username=meena&password=hunter2%20x")).toBe(`/login?username=meena&password=${REDACTED}`);
    expect(redactUrl("/x?token=abc&code=123456&secret=s&otp=9&newPassword=p&current_pwd=q&page=2")).toBe(
      `/x?token=${REDACTED}&code=${REDACTED}&secret=${REDACTED}&otp=${REDACTED}&newPassword=${REDACTED}&current_pwd=${REDACTED}&page=2`,
    );
    // Escaped names are read as the browser meant them; the fragment stays.
    expect(redactUrl("/login?pass%77ord=x#top")).toBe(`/login?pass%77ord=${REDACTED}#top`);
    expect(redactUrl("/courses/java?utm_source=google&sent=contact")).toBe("/courses/java?utm_source=google&sent=contact");
    expect(redactUrl("/about")).toBe("/about");
  });

  it("redacts secret query values inside a message text", () => {
    expect(redactText("Route GET:/login?username=meena&password=x1&token=y2 not found")).toBe(
      `Route GET:/login?username=meena&password=${REDACTED}&token=${REDACTED} not found`,
    );
  });

  it("redacts secret-looking fields of a logged body at any depth", () => {
    expect(redactFields({ username: "meena", password: "p", nested: { recoveryCode: "c", list: [{ apiToken: "t", ok: 1 }] } })).toEqual({
      username: "meena",
      password: REDACTED,
      nested: { recoveryCode: REDACTED, list: [{ apiToken: REDACTED, ok: 1 }] },
    });
  });
});

describe("the server's request log", () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await testDatabases[0]!.create();
    drop = created.drop;
    ({ app } = await buildApp(testConfig(created.database), {
      serveWeb: false,
      logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it("logs a GET /login carrying a password with the value replaced", async () => {
    await app.inject({ method: "GET", url: "/login?username=meena&password=Sup3rSecretPassw0rd&code=123456" });
    const logged = lines.join("\n");
    expect(logged).toContain(`"url":"/login?username=meena&password=${REDACTED}&code=${REDACTED}"`);
    expect(logged).not.toContain("Sup3rSecretPassw0rd");
    expect(logged).not.toContain("123456");
  });
});
