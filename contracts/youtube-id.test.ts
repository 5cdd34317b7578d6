import { describe, expect, it } from "vitest";
import { toYoutubeEmbed, youtubeIdOf } from "./youtube-id";
import { YOUTUBE_MESSAGES, videoSchema } from "./youtube-url";

const EMBED = "https://www.youtube.com/embed/dQw4w9WgXcQ";

describe("YouTube links", () => {
  it("converts the three accepted forms to the embed form", () => {
    expect(toYoutubeEmbed("https://youtu.be/dQw4w9WgXcQ")).toBe(EMBED);
    expect(toYoutubeEmbed("https://youtu.be/dQw4w9WgXcQ?t=42")).toBe(EMBED);
    expect(toYoutubeEmbed("https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=abc")).toBe(EMBED);
    expect(toYoutubeEmbed("https://m.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(EMBED);
    expect(toYoutubeEmbed("https://www.youtube.com/embed/dQw4w9WgXcQ")).toBe(EMBED);
    expect(toYoutubeEmbed("  https://youtube.com/embed/dQw4w9WgXcQ?start=5 ")).toBe(EMBED);
  });

  it("refuses anything else", () => {
    for (const bad of [
      "",
      "dQw4w9WgXcQ",
      "https://vimeo.com/123",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/channel/UC123",
      "https://evil.example/embed/dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
    ]) {
      expect(toYoutubeEmbed(bad), bad).toBeNull();
    }
  });

  it("reads the id back from an embed URL", () => {
    expect(youtubeIdOf(EMBED)).toBe("dQw4w9WgXcQ");
    expect(youtubeIdOf(`${EMBED}?autoplay=1`)).toBe("dQw4w9WgXcQ");
    expect(youtubeIdOf("https://www.youtube.com/embed/dQw4w9WgXcQextra")).toBeNull();
  });

  it("gives the form's two messages", () => {
    expect(videoSchema.safeParse({ url: "" }).error?.issues[0]?.message).toBe(YOUTUBE_MESSAGES.required);
    expect(videoSchema.safeParse({}).error?.issues[0]?.message).toBe(YOUTUBE_MESSAGES.required);
    expect(videoSchema.safeParse({ url: "https://vimeo.com/1" }).error?.issues[0]?.message).toBe("Invalid YouTube URL format!");
    expect(videoSchema.parse({ url: "https://youtu.be/dQw4w9WgXcQ" }).url).toBe(EMBED);
  });
});
