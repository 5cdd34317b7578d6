import { describe, expect, it } from "vitest";
import { PLAYER_ALLOW, playerSrc, videoTitle } from "./embed-src";

describe("playerSrc", () => {
  it("plays a stored embed URL on the no-cookie host with autoplay", () => {
    expect(playerSrc("https://www.youtube.com/embed/dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(playerSrc("https://www.youtube-nocookie.com/embed/abcdefghijk")).toBe("https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1");
  });

  it("refuses anything that is not an embed URL", () => {
    expect(playerSrc("")).toBeNull();
    expect(playerSrc("https://example.com/video.mp4")).toBeNull();
    expect(playerSrc("https://www.youtube.com/embed/short")).toBeNull();
  });
});

describe("frame texts", () => {
  it("titles frames from 1 and allows exactly the fixed list", () => {
    expect(videoTitle(1)).toBe("YouTube video 1");
    expect(PLAYER_ALLOW).toBe("fullscreen; autoplay; picture-in-picture; clipboard-write");
  });
});

describe("agrees with the contract", () => {
  it("extracts the same id as contracts/youtube-url for every accepted link form", async () => {
    const { toYoutubeEmbed, youtubeIdOf } = await import("#contracts/youtube-url");
    for (const link of ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=abcdefghijk", "https://youtube.com/embed/A_b-C_d-E_f"]) {
      const embed = toYoutubeEmbed(link)!;
      expect(playerSrc(embed)).toBe(`https://www.youtube-nocookie.com/embed/${youtubeIdOf(embed)}?autoplay=1`);
    }
  });
});
