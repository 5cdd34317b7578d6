import { describe, expect, it } from "vitest";
import { countable, isAutomated } from "./visitor";

// Who counts as a visitor (docs/decisions/053): people's browsers, on phones and
// laptops, are counted; crawlers, link previews, monitors, scripts and headless
// browsers are not, nor anyone who sent Do-Not-Track or Global Privacy Control.

const PEOPLE = {
  "Chrome on Windows": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Chrome on Android": "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.107 Mobile Safari/537.36",
  "Safari on iPhone": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  "Firefox on Linux": "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
  "Edge on Windows": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  "Samsung Internet":
    "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-M336B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
  "a phone whose name ends in -bot": "Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  "Instagram's in-app browser":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 340.0.0.22.109",
};

const PROGRAMS = {
  Googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Googlebot smartphone":
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  bingbot: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  AhrefsBot: "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
  PetalBot:
    "Mozilla/5.0 (Linux; Android 7.0;) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)",
  GPTBot: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
  Bytespider:
    "Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)",
  "Facebook link preview": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "WhatsApp link preview": "WhatsApp/2.23.20.0",
  "Telegram link preview": "TelegramBot (like TwitterBot)",
  "Slack link preview": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "X link preview": "Twitterbot/1.0",
  "LinkedIn link preview": "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  "Discord link preview": "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  "Google's ads checker": "AdsBot-Google (+http://www.google.com/adsbot.html)",
  "headless Chrome": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  Lighthouse:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  "uptime monitor": "Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
  curl: "curl/8.5.0",
  wget: "Wget/1.21.4",
  "python requests": "python-requests/2.32.3",
  "Go client": "Go-http-client/1.1",
  "Node fetch": "node",
  "Internet Archive": "Mozilla/5.0 (compatible; archive.org_bot +http://archive.org/details/archive.org_bot)",
  empty: "",
  blank: "   ",
};

describe("user agents", () => {
  it.each(Object.entries(PEOPLE))("counts %s", (_name, ua) => {
    expect(isAutomated(ua)).toBe(false);
  });

  it.each(Object.entries(PROGRAMS))("does not count %s", (_name, ua) => {
    expect(isAutomated(ua)).toBe(true);
  });

  it("does not count a request without a user agent", () => {
    expect(isAutomated(undefined)).toBe(true);
    expect(countable({})).toBe(false);
  });
});

describe("a visitor's wishes and the browser's own requests", () => {
  const ua = PEOPLE["Chrome on Android"];

  it("counts a person's page load", () => {
    expect(countable({ "user-agent": ua })).toBe(true);
    expect(countable({ "user-agent": ua, dnt: "0" })).toBe(true);
  });

  it("honours Do-Not-Track and Global Privacy Control", () => {
    expect(countable({ "user-agent": ua, dnt: "1" })).toBe(false);
    expect(countable({ "user-agent": ua, "sec-gpc": "1" })).toBe(false);
  });

  it("does not count a prefetch or prerender the visitor may never see", () => {
    expect(countable({ "user-agent": ua, "sec-purpose": "prefetch" })).toBe(false);
    expect(countable({ "user-agent": ua, "sec-purpose": "prefetch;prerender" })).toBe(false);
    expect(countable({ "user-agent": ua, purpose: "prefetch" })).toBe(false);
  });
});
