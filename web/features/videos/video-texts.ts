/** What a video section says while its list is read, or when there is none. */
export const VIDEO_TEXTS = {
  loading: "Loading videos...",
  empty: "No videos found. Please add some from the admin panel.",
} as const;
