import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

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
});
