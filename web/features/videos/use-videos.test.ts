import { describe, expect, it } from "vitest";
import { videoKey, videosFromBody } from "./use-videos";

describe("videosFromBody", () => {
  it("reads the list from the body's data field", () => {
    const data = [{ _id: "a", url: "https://www.youtube.com/embed/dQw4w9WgXcQ" }];
    expect(videosFromBody({ success: true, data })).toEqual(data);
  });

  it("treats a missing or malformed list as empty", () => {
    expect(videosFromBody(null)).toEqual([]);
    expect(videosFromBody({ success: true })).toEqual([]);
    expect(videosFromBody({ data: "nope" })).toEqual([]);
    expect(videosFromBody({ data: [null, 3, { _id: "x" }] })).toEqual([]);
  });

  it("keys by _id, falling back to the position", () => {
    expect(videoKey({ _id: "abc", url: "" }, 3)).toBe("abc");
    expect(videoKey({ _id: "", url: "" }, 3)).toBe("3");
  });
});
