import { describe, expect, it } from "vitest";
import { z } from "#contracts/zod";
import { ApiError } from "../api";
import { serverFieldErrors, serverReason, withoutError, zodFieldErrors } from "./form-errors";

// The messages every staff and login form puts beside its fields: the same keys
// whether the browser's check or the server's 400 answer found them.

const schema = z.object({
  name: z.string().min(1, "Name is required"),
  address: z.object({ street: z.string().min(1, "Street is required") }),
  features: z.array(z.string().min(1, "A feature cannot be empty")).min(3, "At least three features"),
});

describe("zodFieldErrors", () => {
  it("keys each message by its field's dotted path, the first message per field", () => {
    const parsed = schema.safeParse({ name: "", address: { street: "" }, features: ["", "b"] });
    expect(zodFieldErrors(parsed.error!)).toEqual({
      name: "Name is required",
      "address.street": "Street is required",
      "features.0": "A feature cannot be empty",
      features: "At least three features",
    });
  });

  it("puts a prefix in front when the checked value sits inside a larger record", () => {
    const parsed = schema.shape.address.safeParse({ street: "" });
    expect(zodFieldErrors(parsed.error!, ["address"])).toEqual({ "address.street": "Street is required" });
  });
});

describe("serverFieldErrors and serverReason", () => {
  const refused = new ApiError(400, "Check the form", {
    success: false,
    message: "Check the form",
    errors: { "seo.title": "Search title is too long", count: 3 },
  });

  it("takes the text messages of a 400 answer by field, and its reason", () => {
    expect(serverFieldErrors(refused)).toEqual({ "seo.title": "Search title is too long" });
    expect(serverReason(refused)).toBe("Check the form");
  });

  it("finds nothing in a failure that is not the server's answer", () => {
    expect(serverFieldErrors(new TypeError("Failed to fetch"))).toEqual({});
    expect(serverReason(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(serverFieldErrors(new ApiError(500, "Request failed (500)", null))).toEqual({});
  });
});

describe("withoutError", () => {
  it("drops the message of an edited field and keeps the others (the same object when there was none)", () => {
    const errors = { name: "Name is required", "address.street": "Street is required" };
    expect(withoutError(errors, "name")).toEqual({ "address.street": "Street is required" });
    expect(withoutError(errors, "email")).toBe(errors);
  });
});
