import type { ForwardTarget } from "#server/config";
import type { StoredEnquiry } from "../leads";

/** Our value for one configured field: a submitted field, or the enquiry's id / time. */
function valueOf(enquiry: StoredEnquiry, field: string): string | undefined {
  if (field === "id") return enquiry.id;
  if (field === "createdAt") return enquiry.created_at;
  if (field === "form") return enquiry.form;
  // A spread copy is a plain object, readable by any column name.
  const columns: Record<string, unknown> = { ...enquiry };
  const value = enquiry.data[field] ?? columns[field];
  return value === undefined || value === null ? undefined : String(value);
}

/** The form-encoded body the provider expects: its field names, our values. */
export function forwardBody(target: ForwardTarget, enquiry: StoredEnquiry) {
  const body = new URLSearchParams();
  for (const [ours, theirs] of Object.entries(target.fields)) {
    const value = valueOf(enquiry, ours);
    if (value !== undefined) body.append(theirs, value);
  }
  for (const [name, value] of Object.entries(target.extra ?? {})) body.append(name, value);
  return body;
}

/**
 * One forwarding attempt: a form-encoded POST (as the browser form used to send
 * it before docs/decisions/011), done by the server. Any 2xx (after redirects) is
 * accepted; anything else, a network error or the time-out throws.
 */
export async function forwardEnquiry(target: ForwardTarget, enquiry: StoredEnquiry, timeoutMs: number) {
  const res = await fetch(target.url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
    body: forwardBody(target, enquiry),
    redirect: "follow",
    signal: AbortSignal.timeout(timeoutMs),
  });
  await res.body?.cancel().catch(() => undefined);
  if (!res.ok) throw new Error(`The form provider answered HTTP ${res.status}`);
}
