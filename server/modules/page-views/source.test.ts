import { describe, expect, it } from "vitest";
import { enquirySource, referrerSource, visitSource } from "./source";

// A visit's source in the words an enquiry's source is put in (docs/decisions/053),
// so the overview can divide one by the other.

describe("a page request's source", () => {
  const own = "academy.example.in";

  it("is the link's utm_source, cleaned as enquiries' campaign data is and lower-cased", () => {
    expect(visitSource("?utm_source=Newsletter&utm_medium=email", undefined, own)).toBe("newsletter");
    expect(visitSource("?utm_source=%00Insta%E2%80%8Bgram%0A", undefined, own)).toBe("instagram");
    expect(visitSource("?utm_source=" + "x".repeat(300), undefined, own)).toBe("x".repeat(100));
    // utm_source wins over the referring site.
    expect(visitSource("?utm_source=google-ads", "https://www.google.com/", own)).toBe("google-ads");
  });

  it("falls back to the referring site's family, or its host", () => {
    expect(visitSource("", "https://www.google.co.in/", own)).toBe("google");
    expect(visitSource("?utm_source=%00%01", "https://m.facebook.com/story", own)).toBe("facebook");
    expect(visitSource("", "https://lnkd.in/abc", own)).toBe("linkedin");
    expect(visitSource("", "https://www.jobsforum.example.org/thread/9", own)).toBe("jobsforum.example.org");
  });

  it("is internal from another of our pages and direct without a referrer", () => {
    expect(visitSource("", `https://${own}/courses`, `${own}:443`)).toBe("internal");
    expect(visitSource("", undefined, own)).toBe("direct");
    expect(visitSource("", "not a url", own)).toBe("direct");
    expect(visitSource("?gclid=abc", "", own)).toBe("direct");
  });

  it("is named the same for an enquiry's stored campaign data", () => {
    expect(enquirySource({ utm_source: "Newsletter", referrer_host: "www.google.com" })).toBe("newsletter");
    expect(enquirySource({ utm_source: null, referrer_host: "www.google.com" })).toBe("google");
    expect(enquirySource({ utm_source: "", referrer_host: null })).toBe("direct");
    expect(referrerSource("www.youtube.com")).toBe("youtube");
  });
});
