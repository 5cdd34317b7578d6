import { afterEach, describe, expect, it, vi } from "vitest";
import { LANDING_KEY, visitOrigin } from "./visit-origin";

// What a visit sends with its enquiries when it landed from a malformed campaign
// link (`/?utm_source=%00`): the bad values are left out, the good ones kept, for
// the whole tab. The browser's address, referrer and sessionStorage are stood in
// for by plain objects (the unit tests run in Node, without a browser).

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
}

/** A tab that is at `href`, came from `referrer`, with this tab's session storage. */
function openTab(href: string, referrer = "", storage = new MemoryStorage()) {
  const location = new URL(href);
  vi.stubGlobal("window", { location });
  vi.stubGlobal("document", { referrer });
  vi.stubGlobal("sessionStorage", storage);
  return storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("visit origin in the browser", () => {
  it("leaves out a NUL utm_source, cleans the others, and keeps doing so on the next pages of the visit", () => {
    const long = "c".repeat(5000);
    const tab = openTab(`https://academy.example/?utm_source=%00&utm_medium=e%00mail%0A&utm_campaign=${long}`, `https://${"r".repeat(300)}.example/`);
    const sent = visitOrigin();
    expect(sent).toEqual({ page: "/", utmMedium: "email", utmCampaign: "c".repeat(100) });
    expect(JSON.stringify(sent)).not.toContain("\u0000");

    // Another page of the same tab: the kept origin goes with its enquiry, still clean.
    openTab("https://academy.example/contact", "https://academy.example/", tab);
    expect(visitOrigin()).toEqual({ page: "/contact", utmMedium: "email", utmCampaign: "c".repeat(100) });
  });

  it("cleans what a tab kept before this fix, instead of sending its NUL with every enquiry", () => {
    const tab = new MemoryStorage();
    tab.setItem("visit-origin", JSON.stringify({ utmSource: "\u0000", utmMedium: "email", referrerHost: "x".repeat(5000) }));
    openTab("https://academy.example/courses/python", "", tab);
    expect(visitOrigin()).toEqual({ page: "/courses/python", utmMedium: "email" });
  });

  it("reads the landing address the starter script noted, cleaned the same way", () => {
    const tab = new MemoryStorage();
    tab.setItem(
      LANDING_KEY,
      JSON.stringify({ href: "https://academy.example/?utm_source=%E2%80%AEflyer%00&utm_campaign=%20%20", referrer: "https://www.Google.com/" }),
    );
    openTab("https://academy.example/contact", "https://academy.example/", tab);
    expect(visitOrigin()).toEqual({ page: "/contact", referrerHost: "www.google.com", utmSource: "flyer" });
  });

  it("sends only the page when the kept origin is unreadable", () => {
    const tab = new MemoryStorage();
    tab.setItem("visit-origin", "[1,2]");
    openTab("https://academy.example/about", "", tab);
    expect(visitOrigin()).toEqual({ page: "/about" });
  });
});
