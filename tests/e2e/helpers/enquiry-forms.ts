import type { Locator, Page, Response } from "@playwright/test";
import { expect } from "../test";

// What the enquiry-form browser tests share (enquiries.spec.ts and
// enquiries-courses.spec.ts): the toast that shows a message, the form's rules
// walked in order, and the success and confirmation every form ends with.

export const TOAST_MS = 3000;

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The toast showing exactly this text. */
export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: new RegExp(`^${escape(text)}$`) });

export const enquiryPost = (page: Page) => page.waitForResponse((r: Response) => r.url().endsWith("/api/enquiries") && r.request().method() === "POST");

export interface Step {
  /** The field the rule belongs to. */
  field: string;
  /** A value that breaks the rule (empty when the rule is 'required'). */
  bad?: string;
  message: string;
  good: string;
  select?: boolean;
}

/**
 * Submits again and again, each time expecting the next rule's message as a
 * toast and on its field (aria-invalid, described by the message, focused),
 * then fixes that field: the forms' checking order, one failure at a time.
 */
export async function walkRules(page: Page, scope: Locator, submit: string, steps: Step[]) {
  for (const step of steps) {
    const input = scope.getByLabel(step.field, { exact: true });
    if (step.bad !== undefined) await input.fill(step.bad);
    await scope.getByRole("button", { name: submit }).click();
    await expect(toast(page, step.message)).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(step.message);
    await expect(input).toBeFocused();
    // Only the first failure is marked.
    await expect(scope.locator('[aria-invalid="true"]')).toHaveCount(1);
    if (step.select) await input.selectOption(step.good);
    else await input.fill(step.good);
    await expect(input).not.toHaveAttribute("aria-invalid", "true");
  }
}

export async function expectSuccess(page: Page, scope: Locator, submit: string, message: string) {
  const response = enquiryPost(page);
  await scope.getByRole("button", { name: submit }).click();
  const res = await response;
  expect(res.status()).toBe(201);
  expect(await res.json()).toMatchObject({ success: true, message, id: expect.any(String) });
  const shown = toast(page, message);
  await expect(shown).toBeVisible();
  return { body: res.request().postDataJSON() as Record<string, unknown>, shown };
}

/**
 * The confirmation that replaces a form after a stored enquiry (docs/decisions/026):
 * a status region whose heading has the focus, naming the number we will call.
 */
export async function expectConfirmation(scope: Locator, heading: string, phone: string) {
  const shown = scope.getByRole("status").filter({ has: scope.page().getByRole("heading", { name: heading }) });
  await expect(shown).toBeVisible();
  await expect(shown.getByRole("heading", { name: heading })).toBeFocused();
  await expect(shown).toContainText(`on ${phone} within one working day`);
  await expect(shown.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:/);
  await expect(scope.locator("form")).toHaveCount(0);
  return shown;
}

/** "Send another enquiry": the empty form is back, the focus on its first field. */
export async function sendAnother(scope: Locator, confirmation: Locator, first: string) {
  await confirmation.getByRole("button", { name: "Send another enquiry" }).click();
  await expect(scope.getByLabel(first, { exact: true })).toBeFocused();
}
