// A video's YouTube address and caption as staff enter them: the rules and messages both sides use to check
// them.

import { z } from "./zod";
import { toYoutubeEmbed } from "./youtube-id";

export { toYoutubeEmbed, youtubeIdOf } from "./youtube-id";

export const YOUTUBE_MESSAGES = {
  required: "Please enter a YouTube URL!",
  invalid: "Invalid YouTube URL format!",
} as const;

/** Longest caption part: a student's name, a course title. */
export const VIDEO_CAPTION_MAX = 80;

export const VIDEO_CAPTION_MESSAGES = {
  studentNameType: "Student name must be text",
  studentNameLong: `Student name is too long (at most ${VIDEO_CAPTION_MAX} characters)`,
  courseType: "Course must be text",
  courseLong: `Course is too long (at most ${VIDEO_CAPTION_MAX} characters)`,
} as const;

/** An optional caption part: trimmed, empty (or null) means none. */
const captionPart = (type: string, long: string) =>
  z
    .string({ error: type })
    .trim()
    .max(VIDEO_CAPTION_MAX, long)
    .nullish()
    .transform((v) => (v ? v : null));

/** The caption staff may give a video: who speaks and which course they took. */
export const videoCaptionSchema = z.object({
  studentName: captionPart(VIDEO_CAPTION_MESSAGES.studentNameType, VIDEO_CAPTION_MESSAGES.studentNameLong),
  course: captionPart(VIDEO_CAPTION_MESSAGES.courseType, VIDEO_CAPTION_MESSAGES.courseLong),
});
export type VideoCaption = z.infer<typeof videoCaptionSchema>;

export const videoSchema = videoCaptionSchema.extend({
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

export interface VideoPoster {
  /** Our own copy of the YouTube thumbnail: /uploads/<id>.webp. */
  src: string;
  width: number;
  height: number;
}

export interface Video {
  _id: string;
  url: string;
  studentName: string | null;
  course: string | null;
  /** Null until the server has fetched the thumbnail (or when it could not): pages show a drawn poster. */
  poster: VideoPoster | null;
}
