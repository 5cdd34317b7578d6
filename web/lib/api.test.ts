import { describe, expect, it } from "vitest";
import { ApiError, settle } from "./api";
import { parseOrNull } from "./json-fields";
import { serverFieldErrors, serverReason } from "./forms/form-errors";

// Where every answer ends (settle): an error answer of a shape we did not expect —
// a proxy's HTML page, an older server's body, a message that is not text — still
// gives the screen a clear message, never "[object Object]" or a crash, and only
// per-field messages that are text reach the form (docs/decisions/092).

/** The ApiError a failed answer with this body text gives, as call() and upload() read it. */
function failure(status: number, text: string): ApiError {
  try {
    settle(status, parseOrNull(text), false);
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("settle did not refuse the answer");
}

describe("reading an API error answer", () => {
  it("gives the server's own message and field messages when the answer has them", () => {
    const err = failure(400, JSON.stringify({ success: false, message: "Name is required", errors: { name: "Name is required" } }));
    expect([err.status, err.message]).toEqual([400, "Name is required"]);
    expect(serverReason(err)).toBe("Name is required");
    expect(serverFieldErrors(err)).toEqual({ name: "Name is required" });
  });

  it.each([
    ["a proxy's HTML page", 502, "<html><body>Bad Gateway</body></html>"],
    ["JSON cut short", 500, '{"success":false,"mess'],
    ["a message that is not text", 500, JSON.stringify({ success: false, message: { code: 7 } })],
    ["an empty message", 503, JSON.stringify({ message: "  " })],
    ["another shape of error", 500, JSON.stringify({ error: { reason: "boom" } })],
    ["a list", 500, JSON.stringify(["boom"])],
    ["nothing at all", 500, ""],
  ])("falls back to a clear message for %s", (_what, status, text) => {
    const err = failure(status, text);
    expect(err.message).toBe(`Request failed (${status})`);
    expect(serverReason(err)).toBeUndefined();
    expect(serverFieldErrors(err)).toEqual({});
  });

  it("keeps only the field messages that are text", () => {
    const err = failure(400, JSON.stringify({ message: "Check the form", errors: { name: 5, email: "Enter a valid email", phone: null, list: ["x"] } }));
    expect(err.message).toBe("Check the form");
    expect(serverFieldErrors(err)).toEqual({ email: "Enter a valid email" });
  });

  it("reads a login's two-factor ask only when it is text", () => {
    expect(failure(401, JSON.stringify({ message: "Enter the code", twoFactor: "required" })).answer.twoFactor).toBe("required");
    expect(failure(401, JSON.stringify({ message: "Enter the code", twoFactor: true })).answer.twoFactor).toBeNull();
  });
});
