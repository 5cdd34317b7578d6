import { describe, expect, it } from "vitest";
import { demoSlots, pageDemoSlots } from "./demo-slots";
import { dayStartUtc } from "./institute-time";
import { whatsappLink } from "./site-view";

// The demo slots a course page lists in its HTML and the WhatsApp message its
// links pre-fill (docs/decisions/061).

const batches = [
  { id: "b-today", startDate: "2026-12-01", timing: "7:00 pm – 9:00 pm", schedule: "weekday" },
  { id: "b-next", startDate: "2026-12-05", timing: "10:00 am – 1:00 pm", schedule: "weekend" },
];

describe("a course page's listed demo slots", () => {
  const day = "2026-12-01"; // a Tuesday in Chennai
  const listed = pageDemoSlots(batches, day);

  it("are the same all day, start the next day and are each accepted by the server at any time of that day", () => {
    expect(listed.length).toBe(6);
    const tomorrow = dayStartUtc("2026-12-02").getTime();
    for (const slot of listed) expect(Date.parse(slot.at)).toBeGreaterThanOrEqual(tomorrow);
    // Today's 7 pm batch start is never listed: it would go stale during the day.
    expect(listed.map((s) => s.batchId)).not.toContain("b-today");
    for (const hour of [0, 6, 12, 18, 23.9]) {
      const now = dayStartUtc(day).getTime() + hour * 3_600_000;
      const offered = new Set(demoSlots(batches, now).map((s) => s.at));
      for (const slot of listed) expect(offered.has(slot.at), `${slot.at} at ${hour} h`).toBe(true);
    }
  });

  it("are labelled with the weekday, the date with its month name and the Chennai time", () => {
    expect(listed[0]!.label).toBe("Wednesday, 2 December, 11:00 am · demo class");
    expect(listed.find((s) => s.batchId === "b-next")!.label).toBe("Saturday, 5 December, 10:00 am · first class of the weekend batch");
  });
});

describe("WhatsApp links", () => {
  const facts = {
    whatsappNumber: "9840012345",
    whatsappGreeting: "Hi, I'm on your {page} page.",
    whatsappCourseGreeting: "About the {course} course, please.",
  };
  const text = (href: string) => new URL(href).searchParams.get("text");

  it("name the course on its page and the page elsewhere, with the greetings staff wrote", () => {
    expect(text(whatsappLink(facts, { course: "Full Stack" }))).toBe("About the Full Stack course, please.");
    expect(text(whatsappLink(facts, { page: "Placements" }))).toBe("Hi, I'm on your Placements page.");
    expect(whatsappLink(facts, { page: "home" })).toMatch(/^https:\/\/wa\.me\/919840012345\?text=/);
  });

  it("give a site saved before the course greeting the default one, which names the course", () => {
    const { whatsappCourseGreeting: _none, ...older } = facts;
    expect(text(whatsappLink(older, { course: "Python" }))).toBe("Hi, I'd like to know about the Python course (batches, fee, demo).");
  });
});
