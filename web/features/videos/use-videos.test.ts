import { describe, expect, it } from "vitest";
import { videoKey, videosFromBody } from "./use-videos";

const url = "https://www.youtube.com/embed/dQw4w9WgXcQ";
const poster = { src: "/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp", width: 960, height: 540 };

describe("videosFromBody", () => {
  it("reads the list from the body's data field, with caption and poster", () => {
    const data = [{ _id: "a", url, studentName: "Priya R.", course: "Python", poster }];
    expect(videosFromBody({ success: true, data })).toEqual(data);
  });

  it("an older answer without captions or posters shows the drawn poster and no caption", () => {
    expect(videosFromBody({ data: [{ _id: "a", url }] })).toEqual([{ _id: "a", url, studentName: null, course: null, poster: null }]);
  });

  it("takes a poster only from our own /uploads/ path, with a size", () => {
    const bad = [
      { src: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg", width: 480, height: 360 },
      { src: "//evil.example/x.webp", width: 1, height: 1 },
      { src: poster.src },
      { src: poster.src, width: 0, height: 540 },
      "x",
    ];
    for (const p of bad) expect(videosFromBody({ data: [{ _id: "a", url, poster: p }] })[0]!.poster).toBeNull();
  });

  it("treats a missing or malformed list as empty", () => {
    expect(videosFromBody(null)).toEqual([]);
    expect(videosFromBody({ success: true })).toEqual([]);
    expect(videosFromBody({ data: "nope" })).toEqual([]);
    expect(videosFromBody({ data: [null, 3, { _id: "x" }] })).toEqual([]);
  });

  it("keys by _id, falling back to the position", () => {
    expect(videoKey({ _id: "abc" }, 3)).toBe("abc");
    expect(videoKey({ _id: "" }, 3)).toBe("3");
  });
});
