import { describe, expect, it } from "vitest";
import { Conflict, Forbidden, Invalid, NotFound, Refused, TooLarge, TooMany, Unauthenticated, Unavailable, UpstreamFailed, notFound } from "../domain-errors";
import { HttpError } from "../http-error";
import { clientAnswerOf } from "./errors";

// The one mapper (docs/decisions/091): each domain kind answers the status the
// API answered when domain code threw HttpError, with the same body fields.

describe("clientAnswerOf", () => {
  it("gives each domain kind its status", () => {
    const statuses = [
      [new Invalid("x"), 400],
      [new Unauthenticated("x"), 401],
      [new Forbidden("x"), 403],
      [new NotFound("x"), 404],
      [new Conflict("x"), 409],
      [new Refused("x", []), 409],
      [new TooLarge("x"), 413],
      [new TooMany("x"), 429],
      [new UpstreamFailed("x"), 502],
      [new Unavailable("x"), 503],
    ] as const;
    expect(statuses.map(([error]) => clientAnswerOf(error)?.status)).toEqual(statuses.map(([, status]) => status));
  });

  it("keeps the message, each field's message and a refusal's reasons", () => {
    expect(clientAnswerOf(new Invalid("Choose a trainer.", "trainerId"))).toEqual({
      status: 400,
      message: "Choose a trainer.",
      errors: { trainerId: "Choose a trainer." },
    });
    expect(clientAnswerOf(new Conflict("Full.", { batchId: "Full." }))).toEqual({ status: 409, message: "Full.", errors: { batchId: "Full." } });
    expect(clientAnswerOf(new Refused("Not eligible.", ["No certificate yet."]))).toEqual({
      status: 409,
      message: "Not eligible.",
      reasons: ["No certificate yet."],
    });
    expect(clientAnswerOf(notFound("Batch"))).toEqual({ status: 404, message: "Batch not found" });
  });

  it("answers a route's HttpError as it is and leaves faults alone", () => {
    expect(clientAnswerOf(new HttpError(502, "The feed is away.", { feed: "away" }))).toEqual({
      status: 502,
      message: "The feed is away.",
      errors: { feed: "away" },
    });
    expect(clientAnswerOf(new Error("boom"))).toBeUndefined();
  });
});
