// The answer of GET /api/blog (docs/decisions/012), shared by the server that
// builds it and the blog page that reads it.

/** A blog feed item. `thumbnail` is a path on our own API (docs/decisions/004). */
export interface BlogItem {
  thumbnail: string;
  title: string;
  /** ISO 8601 time-stamp, or "" when the feed gives no readable date. */
  pubDate: string;
  /** Plain text (HTML stripped). */
  description: string;
  /** The item's HTML as the feed gives it. The web app never renders it as HTML. */
  content: string;
  link: string;
  guid: string;
}

export type BlogAnswer =
  { success: true; configured: false; items: [] } | { success: true; configured: true; items: BlogItem[]; fetchedAt: string; stale: boolean };
