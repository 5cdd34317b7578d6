import { z } from "./zod";
import { toYoutubeEmbed } from "./youtube-id";

export { toYoutubeEmbed, youtubeIdOf } from "./youtube-id";

export const YOUTUBE_MESSAGES = {
  required: "Please enter a YouTube URL!",
  invalid: "Invalid YouTube URL format!",
} as const;

export const videoSchema = z.object({
  url: z
    .string({ error: YOUTUBE_MESSAGES.required })
    .trim()
    .min(1, YOUTUBE_MESSAGES.required)
    .max(500, YOUTUBE_MESSAGES.invalid)
    .transform((v, ctx) => {
      const embed = toYoutubeEmbed(v);
      if (!embed) {
        ctx.addIssue({ code: "custom", message: YOUTUBE_MESSAGES.invalid });
        return z.NEVER;
      }
      return embed;
    }),
});

export interface Video {
  _id: string;
  url: string;
}
