// A pre-rendered form is on screen before its script arrives: a visitor on a slow
// phone types into it, a password manager fills it. That text is in the inputs, not
// in the form's state, and would be checked as empty ("Username is required" under a
// filled field). Each form hook takes it over once, on mount, with this.

/** The text of `names` as the inputs of `form` hold it now, where it differs from `values`. */
export function typedBeforeHydration(form: HTMLFormElement | null, values: Record<string, string>): Record<string, string> {
  const typed: Record<string, string> = {};
  if (!form) return typed;
  for (const [name, value] of Object.entries(values)) {
    const input = form.elements.namedItem(name);
    const text =
      input instanceof HTMLTextAreaElement ||
      input instanceof HTMLSelectElement ||
      (input instanceof HTMLInputElement && input.type !== "checkbox" && input.type !== "radio" && input.type !== "file");
    if (text && input.value !== value) typed[name] = input.value;
  }
  return typed;
}
