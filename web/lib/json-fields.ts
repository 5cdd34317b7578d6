// Reading JSON the browser did not write itself (an API error answer, a value kept in
// storage by an older version) without trusting its shape (docs/decisions/092),
// and without zod, which public pages do not carry.

/** The fields of a JSON object; none for anything else (null, a list, text). */
export function fieldsOf(value: unknown): Map<string, unknown> {
  return new Map<string, unknown>(typeof value === "object" && value !== null && !Array.isArray(value) ? Object.entries(value) : []);
}

/** Text that says something, or null. */
export const textOf = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/** JSON text parsed, or null when it is not JSON. */
export function parseOrNull(text: string | null): unknown {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return null;
  }
}
