import { describe, expect, it } from "vitest";
import { cleanVisitOrigin } from "./visit-origin";

// The rules both the browser and the server apply to a visit's campaign data
// (docs/decisions/033): malformed values are dropped or shortened, never refused.

describe("visit origin cleaning", () => {
  it("keeps ordinary values as they are", () => {
    const origin = { page: "/courses/java", referrerHost: "www.google.com", utmSource: "newsletter", utmMedium: "email", utmCampaign: "diwali-offer" };
    expect(cleanVisitOrigin(origin)).toEqual(origin);
  });

  it("removes NUL and other control characters; a value of nothing else is dropped", () => {
    expect(cleanVisitOrigin({ utmSource: "\u0000", utmMedium: "e\u0000mail", utmCampaign: "\u0007diwali\u007F\u009B" })).toEqual({
      utmMedium: "email",
      utmCampaign: "diwali",
    });
    expect(cleanVisitOrigin({ page: "/contact\u0000", referrerHost: "evil\u0000.example.com" })).toEqual({ page: "/contact" });
  });

  it("turns tabs and line breaks into single spaces and removes invisible bidi and zero-width characters", () => {
    expect(cleanVisitOrigin({ utmCampaign: " \u202Ediwali\u200B\r\n\toffer\u2028 " })).toEqual({ utmCampaign: "diwali offer" });
  });

  it("shortens over-long text to its limit without splitting an emoji, and drops an over-long host", () => {
    const cleaned = cleanVisitOrigin({
      page: `/${"p".repeat(5000)}`,
      referrerHost: `${"a".repeat(5000)}.example.com`,
      utmSource: "s".repeat(5000),
      utmCampaign: `a${"🎉".repeat(60)}`,
    });
    expect(cleaned).toEqual({ page: `/${"p".repeat(199)}`, utmSource: "s".repeat(100), utmCampaign: `a${"🎉".repeat(49)}` });
  });

  it("drops values that are not text, a page that is not a path here, and a host that is not a host name", () => {
    expect(cleanVisitOrigin({ page: "javascript:alert(1)", referrerHost: "not a host!", utmSource: { x: 1 }, utmMedium: 42, utmCampaign: ["a"] })).toEqual({});
    expect(cleanVisitOrigin({ page: "/a b", referrerHost: "-.example.com" })).toEqual({});
    expect(cleanVisitOrigin({ referrerHost: " WWW.Google.COM " })).toEqual({ referrerHost: "www.google.com" });
    for (const junk of [null, undefined, "text", 5, []]) expect(cleanVisitOrigin(junk)).toEqual({});
  });
});
