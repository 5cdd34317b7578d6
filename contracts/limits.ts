// Business constants shared by web and server (docs/decisions/008 and 014).
export const PHONE_DIGITS = 10;
export const DASHBOARD_PAGE_SIZE = 4;
export const REVIEW_TRUNCATE_CHARS = 50;
export const TOAST_MS = 3000;
export const TOAST_DEFAULT_MS = 5000;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const BLOG_FEATURED_EXCERPT = 200;
export const BLOG_EXCERPT = 150;
export const FIELD_MAX = { name: 100, email: 254, text: 2000, short: 200 } as const;
