import { expect, test } from "./test";
import { COURSE_CATALOG } from "#contracts/courses";
import { PUBLIC_PATHS } from "#contracts/public-paths";
import { seedCourse } from "./seed";

// The site shell: routes, navigation, chrome and 404s.

const headings: Record<string, string | RegExp> = {
  "/": "Job Oriented Courses: Your Gateway to success",
  "/about": "About Chennai Tech Academy",
  "/courses": "Our Courses",
  "/placements": /Placements/,
  "/corporate-training": /Corporate Training/,
  "/student-feedback": /Student Feedback/,
  "/blog": /Blog/,
  "/contact": /Contact Us/,
};
for (const c of COURSE_CATALOG) headings[`/courses/${c.id}`] = c.name;

test.describe("every public route", () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} answers 200 with its heading, title and description, from this host only`, async ({ page, baseURL }) => {
      const foreign: string[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).origin !== baseURL && !r.url().startsWith("data:")) foreign.push(r.url());
      });
      // Anything the Content-Security-Policy blocks (inline script, eval, another host) is a bug.
      await page.addInitScript(() => {
        const violations: string[] = (window.cspViolations = []);
        document.addEventListener("securitypolicyviolation", (e) => violations.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[path]!);
      const course = COURSE_CATALOG.find((c) => path === `/courses/${c.id}`);
      if (course) await expect(page).toHaveTitle((await seedCourse(course.id)).seo.title);
      else await expect(page).toHaveTitle(/Chennai Tech Academy/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path === "/" ? "/$" : path + "$"}`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
      await page.waitForLoadState("networkidle");
      expect(foreign).toEqual([]);
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    });
  }

  test("each page has its own title", async ({ request }) => {
    const titles = new Set<string>();
    for (const path of PUBLIC_PATHS) {
      const html = await (await request.get(path)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    }
    expect(titles.size).toBe(PUBLIC_PATHS.length);
  });

  test("the pre-rendered HTML already holds the page content (no JavaScript needed to read it)", async ({ request }) => {
    const html = await (await request.get("/courses/python")).text();
    expect(html).toContain("Course Overview");
    expect(html).toContain("<title>");
  });
});

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the Courses dropdown opens on hover and closes 200 ms after the pointer leaves", async ({ page }) => {
    // The page's clock is driven by the test, so "within 200 ms" holds however busy the machine is.
    await page.clock.install();
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const menu = page.locator("#courses-menu");
    await expect(menu).toBeHidden();
    await page.clock.pauseAt(Date.now() + 60_000);
    await nav.getByRole("link", { name: "Courses", exact: true }).hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(12);
    // Leave, come back within 200 ms: it stays open.
    await page.mouse.move(10, 700);
    await page.clock.runFor(150);
    await expect(menu).toBeVisible();
    await nav.getByRole("link", { name: "Courses", exact: true }).hover();
    await page.clock.runFor(250);
    await expect(menu).toBeVisible();
    // Leave for good: open until the 200 ms are up, then closed.
    await page.mouse.move(10, 700);
    await page.clock.runFor(190);
    await expect(menu).toBeVisible();
    await page.clock.runFor(20);
    await expect(menu).toBeHidden();
  });

  test("opening the menu from the keyboard just after the pointer left keeps it open", async ({ page }) => {
    await page.clock.install();
    await page.goto("/about");
    const menu = page.locator("#courses-menu");
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses", exact: true }).hover();
    await expect(menu).toBeVisible();
    // The pointer leaves (a close is due in 200 ms), and at once the menu is closed and opened by keyboard.
    await page.mouse.move(10, 700);
    const toggle = page.getByRole("button", { name: "Show course list" });
    await toggle.focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.clock.runFor(400);
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  test("the dropdown closes on an outside click and works with the keyboard", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Show course list" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.locator("#courses-menu");
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 600);
    await expect(menu).toBeHidden();
    // Keyboard all the way to a course page; each key waits for what the last one did.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Cyber Security" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/courses\/cyber-security$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cyber Security");
  });

  test("moving inside the site to the catalogue and on to a course shows their content", async ({ page }) => {
    // The catalogue and course pages get their content from build-time loaders;
    // a move inside the site must load it in the browser, not show a blank page.
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Courses", exact: true }).click();
    await expect(page).toHaveURL(/\/courses$/);
    const cards = page.getByRole("main").getByRole("link", { name: /View course/ });
    await expect(cards).toHaveCount(COURSE_CATALOG.length);
    const aws = await seedCourse("aws");
    await cards.filter({ hasText: aws.name }).click();
    await expect(page).toHaveURL(/\/courses\/aws$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aws.name);
    await expect(page.getByText(aws.overview)).toBeVisible();
    await expect(page).toHaveTitle(aws.seo.title);
  });

  test("the current route is highlighted", async ({ page }) => {
    await page.goto("/placements");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Placements" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Placements" })).not.toHaveAttribute("aria-current", "page");
  });

  test("every route change scrolls back to the top", async ({ page }) => {
    await page.goto("/courses");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Placements" }).click();
    await expect(page).toHaveURL(/\/placements$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("WhatsApp is offered with a greeting; the call button is for small screens only", async ({ page }) => {
    await page.goto("/");
    const wa = page.getByRole("link", { name: "Chat with us on WhatsApp", exact: true });
    await expect(wa).toBeVisible();
    await expect(wa).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.+/);
    await expect(page.getByRole("link", { name: /Call us at/ })).toBeHidden();
    await expect(page.getByRole("contentinfo")).toContainText("© 2024");
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the slide-in panel opens, expands Courses and closes on navigation", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("link", { name: /Call us at/ })).toBeVisible();
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await expect(panel).not.toBeInViewport();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel).toBeInViewport();
    const coursesToggle = panel.getByRole("button", { name: "Courses" });
    await expect(panel.getByRole("link", { name: "Python" })).toBeHidden();
    await coursesToggle.click();
    await expect(coursesToggle).toHaveAttribute("aria-expanded", "true");
    await panel.getByRole("link", { name: "Python" }).click();
    await expect(page).toHaveURL(/\/courses\/python$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Python");
    await expect(panel).not.toBeInViewport();
  });
});

test.describe("narrow phones", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const path of PUBLIC_PATHS) {
    test(`${path} never scrolls sideways at 320 px`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(320);
    });
  }
});

test.describe("staff screens and errors", () => {
  for (const path of ["/login", "/signup", "/dashboard"]) {
    test(`${path} shows no site header, floating buttons or footer`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Chat with us on WhatsApp", exact: true })).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
    });
  }

  test("the dashboard without a token goes to /login", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
  });

  test("an unknown course shows 'Course Not Found' with HTTP 404", async ({ page }) => {
    const res = await page.goto("/courses/underwater-basket-weaving");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Course Not Found" })).toBeVisible();
    await expect(page.getByText("The course you are looking for does not exist.")).toBeVisible();
  });

  test("an unknown path shows the 404 page with HTTP 404", async ({ page }) => {
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
  });
});

test.describe("files for crawlers and browsers", () => {
  test("the sitemap lists exactly the public pages", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.sort()).toEqual([...PUBLIC_PATHS].sort());
  });

  test("robots.txt keeps crawlers out of the staff pages", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    for (const p of ["/login", "/signup", "/dashboard"]) expect(text).toContain(`Disallow: ${p}`);
    expect(text).toMatch(/Sitemap: .+\/sitemap\.xml/);
  });

  test("favicon and web manifest exist", async ({ request }) => {
    expect((await request.get("/favicon.ico")).status()).toBe(200);
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest.name).toBe("Chennai Tech Academy");
  });

  test("pages carry the security headers and a CSP without unsafe-inline scripts", async ({ request }) => {
    const res = await request.get("/");
    const csp = res.headers()["content-security-policy"]!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["referrer-policy"]).toBeTruthy();
    expect(res.headers()["permissions-policy"]).toBeTruthy();
    expect(res.headers()["cache-control"]).toBe("no-cache");
  });

  test("hashed assets are cached for a year and sent compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"']+\.js/.exec(html)![0];
    const res = await request.get(asset, { headers: { "Accept-Encoding": "br" } });
    expect(res.headers()["cache-control"]).toContain("immutable");
    expect(res.headers()["content-encoding"]).toBe("br");
  });

  test("a page's pre-rendered data is revalidated like its HTML, not cached for a day", async ({ request }) => {
    const res = await request.get("/courses.data");
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("no-cache");
    expect(await res.text()).toContain((await seedCourse("python")).summary);
  });
});
