import { describe, expect, it } from "vitest";
import { isOptIn, isOptOut, keywordText } from "./whatsapp";

// STOP and START as students' phones really write them (docs/decisions/086).

const TAMIL_STOP = "நிறுத்து";

describe("STOP", () => {
  it.each([
    ["plain", "STOP"],
    ["lower case", "stop"],
    ["with punctuation", "Stop!!!"],
    ["full width", "ＳＴＯＰ"],
    ["styled letters", "𝐒𝐓𝐎𝐏"],
    ["a zero-width space inside", "ST\u200BOP"],
    ["a zero-width joiner and non-joiner inside", "S\u200DT\u200COP"],
    ["a word joiner and byte-order mark", "\uFEFFSTO\u2060P"],
    ["surrounding spaces and a non-breaking space", "\u00A0 stop \u3000"],
    ["followed by please", "stop please"],
    ["followed by a sentence", "Stop sending me messages"],
    ["followed by punctuation and words", "STOP, I joined elsewhere."],
    ["after please", "please stop"],
    ["with an emoji", "STOP 🛑"],
    ["unsubscribe", "UNSUBSCRIBE"],
    ["unsubscribe full width", "ＵＮＳＵＢＳＣＲＩＢＥ"],
    ["opt out with a hyphen", "opt-out"],
    ["Tamil", TAMIL_STOP],
    ["Tamil with a zero-width space inside", "நிறு\u200Bத்து"],
    ["Tamil with a full stop", `${TAMIL_STOP}.`],
    ["Tamil polite form", "நிறுத்துங்கள்"],
    ["Tamil followed by words", `${TAMIL_STOP} please`],
  ])("opts out: %s", (_name, text) => {
    expect(isOptOut(text)).toBe(true);
    expect(isOptIn(text)).toBe(false);
  });

  it.each([
    ["stop in the middle of a question", "when does the bus stop?"],
    ["stop at the end", "please don't stop"],
    ["a word that starts with stop", "Stopped by yesterday, nobody was there"],
    ["stop inside a word", "nonstop classes?"],
    ["an ordinary question", "What is the fee for Python?"],
    ["start of a sentence with start", "Start date of the Java batch?"],
    ["Tamil bus stop (the noun, not the word to stop)", "பேருந்து நிறுத்தம் எங்கே?"],
    ["Tamil without its final vowel sign", "நிறுத்த"],
    ["empty", ""],
    ["only punctuation", "?!"],
  ])("is an ordinary message: %s", (_name, text) => {
    expect(isOptOut(text)).toBe(false);
  });
});

describe("START", () => {
  it.each([
    ["plain", "START"],
    ["lower case with a full stop", "start."],
    ["full width", "ＳＴＡＲＴ"],
    ["a zero-width space inside", "STA\u200BRT"],
    ["after please", "please start"],
    ["unstop", "Unstop"],
  ])("opts in again: %s", (_name, text) => {
    expect(isOptIn(text)).toBe(true);
    expect(isOptOut(text)).toBe(false);
  });

  it.each([
    ["start followed by words", "Start date of the Java batch?"],
    ["start in a sentence", "When do classes start?"],
  ])("is an ordinary message: %s", (_name, text) => {
    expect(isOptIn(text)).toBe(false);
  });
});

describe("the folding", () => {
  it("leaves a Tamil word whole: its vowel signs and pulli are marks, not punctuation", () => {
    for (const word of [TAMIL_STOP, "நிறுத்துங்கள்", "வணக்கம்", "கொடு"]) expect(keywordText(word)).toBe(word.normalize("NFKC"));
    expect(keywordText("நிறுத்து!")).toBe(TAMIL_STOP);
  });

  it("reads full-width and styled letters as plain ones, without the invisible characters", () => {
    expect(keywordText("ＳＴＯＰ\u200B  Please!")).toBe("stop please");
    expect(keywordText("𝐒𝐭𝐨𝐩")).toBe("stop");
  });
});
