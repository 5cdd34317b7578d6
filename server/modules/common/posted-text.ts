// The text of a plain form post (application/x-www-form-urlencoded), read the same
// way by every form that works without JavaScript: the enquiry forms
// (leads/form-post.ts) and the staff login and sign-up (auth/form-posts.ts).

/** The posted text fields (first value of a repeated name), for the enquiry and to put back into the form. */
export function postedText(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!body || typeof body !== "object") return fields;
  for (const [name, raw] of Object.entries(body)) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === "string") fields[name] = value;
  }
  return fields;
}
