import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { directAccessWarning } from "./trust-proxy";

describe("configuration", () => {
  it("runs with no variables at all: SQLite under ./data on port 3000", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.database).toEqual({ kind: "sqlite", file: "data/academy.db" });
  });

  it("uses PostgreSQL when DATABASE_URL says so, and another SQLite file for file:", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@h:5432/db" }).database).toEqual({ kind: "postgres", url: "postgres://u@h:5432/db" });
    expect(loadConfig({ DATABASE_URL: "file:/tmp/x.db" }).database).toEqual({ kind: "sqlite", file: "/tmp/x.db" });
  });

  it("refuses a bad value with a message naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("keeps the public review list 5 s unless PUBLIC_LIST_CACHE_MS says otherwise (0 turns it off)", () => {
    expect(loadConfig({}).PUBLIC_LIST_CACHE_MS).toBe(5000);
    expect(loadConfig({ PUBLIC_LIST_CACHE_MS: "" }).PUBLIC_LIST_CACHE_MS).toBe(5000);
    expect(loadConfig({ PUBLIC_LIST_CACHE_MS: "0" }).PUBLIC_LIST_CACHE_MS).toBe(0);
    expect(loadConfig({ PUBLIC_LIST_CACHE_MS: "250" }).PUBLIC_LIST_CACHE_MS).toBe(250);
    for (const bad of ["-1", "1.5", "soon", "600000"]) expect(() => loadConfig({ PUBLIC_LIST_CACHE_MS: bad })).toThrow(/PUBLIC_LIST_CACHE_MS/);
  });

  it("caps automatic messages to new numbers at 200 a day unless AUTO_MESSAGES_PER_DAY says otherwise (0 holds every one)", () => {
    expect(loadConfig({}).AUTO_MESSAGES_PER_DAY).toBe(200);
    expect(loadConfig({ AUTO_MESSAGES_PER_DAY: "" }).AUTO_MESSAGES_PER_DAY).toBe(200);
    expect(loadConfig({ AUTO_MESSAGES_PER_DAY: "0" }).AUTO_MESSAGES_PER_DAY).toBe(0);
    expect(loadConfig({ AUTO_MESSAGES_PER_DAY: "1000" }).AUTO_MESSAGES_PER_DAY).toBe(1000);
    for (const bad of ["-1", "2.5", "many", "1000000"]) expect(() => loadConfig({ AUTO_MESSAGES_PER_DAY: bad })).toThrow(/AUTO_MESSAGES_PER_DAY/);
  });

  it("takes TRUST_PROXY as the number of proxies in front or their addresses, and is off by default", () => {
    for (const off of [undefined, "", "false", "0"]) expect(loadConfig(off === undefined ? {} : { TRUST_PROXY: off }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: " 2 " }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,fd00::/8" }).TRUST_PROXY).toEqual({
      addresses: ["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8"],
    });
  });

  it("refuses TRUST_PROXY=true at start, saying to give the number of proxies: it trusted what any client writes", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: "true" trusted the left-most X-Forwarded-For address/);
    expect(() => loadConfig({ TRUST_PROXY: "TRUE" })).toThrow(/Give the number of proxies in front of the server instead \(1 for one nginx or Caddy\)/);
  });

  it("refuses a TRUST_PROXY that is neither a number of proxies nor addresses, naming what is wrong", () => {
    for (const bad of ["yes", "1.5", "-1", "10.0.0.0/33", "300.1.1.1", "127.0.0.1,,10.0.0.1", "127.0.0.1/8/8", "localhost"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY: must be the number of proxies in front of the server \(e\.g\. 1\) or their addresses\/CIDRs/,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: "300.1.1.1,127.0.0.1" })).toThrow(/"300\.1\.1\.1" is neither/);
    expect(() => loadConfig({ TRUST_PROXY: "11" })).toThrow(/TRUST_PROXY: 11 proxies in front of the server is more than 10/);
  });

  it("limits the request head to 10 s and connections per address to 256 by default; the server-wide limit is derived unless set", () => {
    const config = loadConfig({});
    expect(config.HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(config.CONNECTIONS_PER_ADDRESS).toBe(256);
    expect(config.MAX_CONNECTIONS).toBeUndefined();
    expect(loadConfig({ MAX_CONNECTIONS: "", HEADERS_TIMEOUT_MS: "" })).toMatchObject({ MAX_CONNECTIONS: undefined, HEADERS_TIMEOUT_MS: 10_000 });
    expect(loadConfig({ MAX_CONNECTIONS: "500", HEADERS_TIMEOUT_MS: "2000" })).toMatchObject({ MAX_CONNECTIONS: 500, HEADERS_TIMEOUT_MS: 2000 });
    for (const bad of ["0", "-5", "many", "1.5"]) expect(() => loadConfig({ MAX_CONNECTIONS: bad }), bad).toThrow(/MAX_CONNECTIONS/);
    for (const bad of ["0", "soon", "700000"]) expect(() => loadConfig({ HEADERS_TIMEOUT_MS: bad }), bad).toThrow(/HEADERS_TIMEOUT_MS/);
  });

  it("warns when a number of proxies is trusted on a port others can reach directly", () => {
    const warning = (env: Record<string, string>) => {
      const config = loadConfig(env);
      return directAccessWarning(config.TRUST_PROXY, config.HOST);
    };
    expect(warning({ TRUST_PROXY: "1" })).toMatch(/TRUST_PROXY=1 believes X-Forwarded-For from whoever connects, and the server listens on 0\.0\.0\.0/);
    expect(warning({ TRUST_PROXY: "1", HOST: "127.0.0.1" })).toBeNull();
    expect(warning({ TRUST_PROXY: "127.0.0.1" })).toBeNull();
    expect(warning({})).toBeNull();
  });
});
