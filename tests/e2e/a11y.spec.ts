import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { PUBLIC_PATHS } from "#contracts/public-paths";
import { E2E_ADMIN } from "../../playwright.config";
import { allowTimeForAxe } from "./helpers/own-server";

// WCAG 2.1 A and AA and axe's best practices (every part of a page inside a
// landmark, one main, headings in order...: docs/decisions/033), checked by
// axe-core on every page a visitor or staff member can open, on a phone and on a
// laptop screen. A finding fails with the rule, the selectors and axe's
// explanation, so the fix is obvious from the report.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 768 },
] as const;

/** Scrolls through the page so content that fades in on scroll is in its final state. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  // Fade-ins (0.6 s, docs/decisions/008) and any other finite animation or
  // transition end before axe reads colours and contrast; endless or paused
  // ones (a loading pulse, a carousel at rest) are not waited for.
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity).length),
    )
    .toBe(0);
}

/**
 * Also "label in name" (WCAG 2.5.3: a control's accessible name contains its visible
 * text, so a voice user can say what they see). axe still marks that rule
 * experimental; the site's pages and every dashboard section keep to it (the
 * logo link once did not).
 */
const LABEL_IN_NAME = { "label-content-name-mismatch": { enabled: true } };

async function expectNoViolations(page: Page, where: string, { labelInName = false } = {}) {
  allowTimeForAxe();
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const { violations } = await (labelInName ? builder.options({ rules: LABEL_IN_NAME }) : builder).analyze();
  const report = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target.join(" "), why: n.failureSummary })),
  }));
  expect(report, `axe violations on ${where}`).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of PUBLIC_PATHS) {
      test(`${path} has no WCAG 2.1 AA or best-practice violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await settle(page);
        await expectNoViolations(page, `${path} at ${viewport.width}px`, { labelInName: true });
      });
    }

    for (const path of ["/login", "/signup"]) {
      test(`${path} has no WCAG 2.1 AA or best-practice violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("button", { name: path === "/login" ? "Log in" : "Sign up" })).toBeVisible();
        await settle(page);
        await expectNoViolations(page, `${path} at ${viewport.width}px`, { labelInName: true });
      });
    }

    // One sign-in per viewport: the login rate limit is shared by the whole run.
    test("every dashboard section has no WCAG 2.1 AA or best-practice violations", async ({ page, request }) => {
      // A dozen sections, each with a full axe run: more than the default 30 s on a busy machine.
      test.setTimeout(120_000);
      const signin = await request.post("/api/auth/signin", { data: E2E_ADMIN });
      expect(signin.status()).toBe(200);
      const { token } = (await signin.json()) as { token: string };
      await page.addInitScript((t) => localStorage.setItem("token", t), token);
      // The sections are whatever the sidebar offers (its section list and the
      // account panel's own pages), so a new one is checked too.
      await page.goto("/dashboard");
      // On a phone the sidebar sits in a closed menu: read the links from the DOM.
      const links = page.locator("aside").first().locator('a[href^="/dashboard/"]');
      await expect(links.first()).toBeAttached();
      const sections = await links.evaluateAll((as) =>
        as.map((a) => ({ id: new URL((a as HTMLAnchorElement).href).pathname.split("/")[2], label: a.textContent!.trim() })),
      );
      expect(sections.length).toBeGreaterThanOrEqual(4);
      for (const section of sections) {
        await page.goto(`/dashboard/${section.id}`);
        await expect(page.getByRole("heading", { level: 1, name: section.label })).toBeVisible();
        // The table (or its empty state) replaces the loading state once the list arrives.
        await page.waitForLoadState("networkidle");
        await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expectNoViolations(page, `/dashboard/${section.id} at ${viewport.width}px`, { labelInName: true });
      }
    });
  });
}
