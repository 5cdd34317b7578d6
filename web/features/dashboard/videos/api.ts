import type { BodyOf } from "#contracts/api-table";
import type { VideoCaption } from "#contracts/youtube-url";
import { call } from "#web/lib/api";

// The videos' calls (server/modules/videos): the whole list under keys.videos
// (the same public read the site uses), and the writes; after each the section
// refreshes keys.videos.

export const loadVideoList = (signal: AbortSignal) => call("GET /api/youtube", { signal }).then((answer) => answer.data);

/** A YouTube link in any of its three forms, with an optional caption. */
export const addVideo = (input: BodyOf<"POST /api/youtube/add">) => call("POST /api/youtube/add", { body: input, auth: true });

export const saveCaption = (id: string, caption: VideoCaption) => call("PUT /api/youtube/:id", { params: { id }, body: caption, auth: true });

export const removeVideo = (id: string) => call("DELETE /api/youtube/:id", { params: { id }, auth: true });
