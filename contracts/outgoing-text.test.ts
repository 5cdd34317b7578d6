import { describe, expect, it } from "vitest";
import { NAME_FALLBACK, NAME_MAX, greetingName, oneLine } from "./outgoing-text";

// A visitor's words in the messages we send (docs/decisions/082): a name is
// greeted without its links, lines or symbols; a field of a staff email stays on its line.

describe("greetingName", () => {
  it("greets by the first word of a plain name, in any script", () => {
    expect(greetingName("Divya Krishnan")).toBe("Divya");
    expect(greetingName("  Priya  ")).toBe("Priya");
    expect(greetingName("முத்து குமார்")).toBe("முத்து");
    expect(greetingName("D'Souza")).toBe("D'Souza");
    expect(greetingName("Anne-Marie Fernandes")).toBe("Anne-Marie");
    expect(greetingName("R. Kumar")).toBe("R.");
    expect(greetingName("S.Ramesh")).toBe("S.Ramesh");
  });

  it("leaves out every link: a scheme, www., an address, a path or a domain-looking word", () => {
    expect(greetingName("https://evil.example/pay-now")).toBe(NAME_FALLBACK);
    expect(greetingName("hxxp://evil.example")).toBe(NAME_FALLBACK);
    expect(greetingName("www.evil.example")).toBe(NAME_FALLBACK);
    expect(greetingName("evil.example")).toBe(NAME_FALLBACK);
    expect(greetingName("bit.ly/abc")).toBe(NAME_FALLBACK);
    expect(greetingName("pay@evil.example")).toBe(NAME_FALLBACK);
    expect(greetingName("EVIL.COM")).toBe(NAME_FALLBACK);
    expect(greetingName("X.Com")).toBe(NAME_FALLBACK);
    expect(greetingName("evil。example")).toBe(NAME_FALLBACK);
    // Symbols taken out cannot make a link out of what is left.
    expect(greetingName("evil[.]example")).toBe(NAME_FALLBACK);
    expect(greetingName("https://evil.example Asha")).toBe("Asha");
  });

  it("keeps no line break, control, formatting or direction character", () => {
    expect(greetingName("Asha\r\nBcc: x@evil.example")).toBe("Asha");
    expect(greetingName("\nAsha")).toBe("Asha");
    expect(greetingName("As\u0000ha")).toBe("As");
    expect(greetingName("Asha\u2028Pay now")).toBe("Asha");
    expect(greetingName("\u202eahsA")).toBe("ahsA");
    expect(greetingName("*Asha*")).toBe("Asha");
    expect(greetingName("<Asha>")).toBe("Asha");
  });

  it("cuts a long name and greets 'there' when nothing is left", () => {
    expect(greetingName("A".repeat(200))).toBe("A".repeat(NAME_MAX));
    expect(greetingName("🙂".repeat(60))).toBe(NAME_FALLBACK);
    expect(greetingName("")).toBe(NAME_FALLBACK);
    expect(greetingName(" \r\n\t ")).toBe(NAME_FALLBACK);
    expect(greetingName("---")).toBe(NAME_FALLBACK);
  });

  it("gives a cleaned name back unchanged", () => {
    for (const raw of ["Divya Krishnan", "https://evil.example Asha", "A".repeat(200), "S.Ramesh", "R. Kumar", "<Asha>", "there"])
      expect(greetingName(greetingName(raw))).toBe(greetingName(raw));
  });
});

describe("oneLine", () => {
  it("folds CR, LF, NEL, U+2028, U+2029 and other control characters into one space each run", () => {
    expect(oneLine("Asha\r\nBcc: x@evil.example\r\nPhone: 000")).toBe("Asha Bcc: x@evil.example Phone: 000");
    expect(oneLine("a\u2028b\u2029c\u0085d\u000be\u000cf\tg")).toBe("a b c d e f g");
    expect(oneLine("வணக்கம் Priya")).toBe("வணக்கம் Priya");
  });
});
