// The answer of GET /api/blog (server/modules/blog/blog-service.ts). web/ never
// imports server/, so the shape is restated here; the e2e test checks both agree.

/** SPEC.md section 3: a blog feed item. `thumbnail` is a path on our own API. */
export interface BlogItem {
  thumbnail: string;
  title: string;
  /** ISO 8601, or "" when the feed gives no date. */
  pubDate: string;
  /** Plain text. */
  description: string;
  /** The feed's HTML: never rendered as HTML here. */
  content: string;
  link: string;
  guid: string;
}

export type BlogAnswer =
  | { success: true; configured: false; items: [] }
  | { success: true; configured: true; items: BlogItem[]; fetchedAt: string; stale: boolean };
