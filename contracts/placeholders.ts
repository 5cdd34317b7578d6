/**
 * Fills `{name}` placeholders in a text staff wrote (page titles, message
 * templates). Only the names given are placeholders: any other `{word}` stays as
 * typed, including names every JavaScript object has (`{constructor}`,
 * `{toString}`). Each value goes in as literal text: a name with `$&` or `$'`
 * in it is not read as a replacement pattern (docs/decisions/037).
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}
