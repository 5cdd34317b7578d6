import { describe, expect, it } from "vitest";
import { ApiError } from "#web/lib/api";
import { CONNECTION_HINT, loadError, statusOf } from "./list-state";

// What a dashboard table shows of a read (list-state.ts): its state and the reason a read failed.

const query = (state: Partial<{ isPending: boolean; isError: boolean; isFetching: boolean }>) => ({
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  refetch: () => {},
  ...state,
});

describe("List state", () => {
  it("loading until the first answer, then ready; a failed read is an error until Retry asks again", () => {
    expect(statusOf(query({ isPending: true, isFetching: true }))).toBe("loading");
    expect(statusOf(query({}))).toBe("ready");
    expect(statusOf(query({ isError: true }))).toBe("error");
    expect(statusOf(query({ isError: true, isFetching: true }))).toBe("loading");
  });

  it("says the server's reason, or to check the connection when there is none", () => {
    expect(loadError(new ApiError(403, "x", { message: "Admins only" }))).toBe("Admins only");
    expect(loadError(new ApiError(500, "x", null))).toBe(CONNECTION_HINT);
    expect(loadError(new TypeError("Failed to fetch"))).toBe(CONNECTION_HINT);
  });
});
