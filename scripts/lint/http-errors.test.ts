import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Domain code throws the errors of server/domain-errors.ts, never an HTTP answer
// (docs/decisions/091), so jobs, scripts and the CLI can call it. `HttpError`
// (and any import of server/http-error.ts) may appear only in:
//  - server/http-error.ts itself and server/plugins/errors.ts, the one mapper;
//  - route files: a file named routes.ts or *-routes.ts, or one that registers a
//    Fastify route (a call .get/.post/.put/.patch/.delete/.head/.options/.all
//    whose first argument is a path literal starting with "/").
// Tests and their helpers (*.test.ts, server/test/) are not production code.

const MAPPER = ["server/http-error.ts", "server/plugins/errors.ts"];
const ROUTE_CALL = /\.(?:get|post|put|patch|delete|head|options|all)\(\s*["'`]\//;
const NAMES_HTTP_ERROR = /\bHttpError\b|["'][^"']*\/http-error["']/;

const production = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "server", "scripts"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts") && !file.startsWith("server/test/") && fs.existsSync(file));

const isRouteFile = (file: string, text: string) => {
  const name = path.posix.basename(file);
  return name === "routes.ts" || name.endsWith("-routes.ts") || ROUTE_CALL.test(text);
};

describe("HTTP errors stay in route files", () => {
  it("tells route files from domain files", () => {
    const routes = production.filter((file) => isRouteFile(file, fs.readFileSync(file, "utf8")));
    // Named routes files, and files that register routes under another name.
    expect(routes).toEqual(
      expect.arrayContaining(["server/modules/auth/routes.ts", "server/modules/leads/inbox-routes.ts", "server/modules/leads/form-post.ts"]),
    );
    expect(routes).not.toContain("server/modules/leads/intake.ts");
    expect(routes).not.toContain("server/modules/payments/links.ts");
  });

  it("names HttpError only in route files and the mapper", () => {
    const found = production
      .filter((file) => !MAPPER.includes(file))
      .filter((file) => {
        const text = fs.readFileSync(file, "utf8");
        return NAMES_HTTP_ERROR.test(text) && !isRouteFile(file, text);
      });
    expect(found).toEqual([]);
  });
});
