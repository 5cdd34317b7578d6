import { describe, expect, it } from "vitest";
import type { BatchSession } from "#contracts/batches";
import { mayTakeRegister, registerChoices } from "./register-choices";

const session = (date: string, more: Partial<BatchSession> = {}): BatchSession => ({
  id: date,
  date,
  cancelled: false,
  extra: false,
  note: null,
  markedAt: null,
  openToday: false,
  absent: [],
  ...more,
});

const TODAY = "2027-03-24";
const week = [
  session("2027-03-22"),
  session("2027-03-23", { openToday: true }),
  session(TODAY),
  session("2027-03-25"),
  session("2027-03-26", { cancelled: true }),
];

describe("registerChoices", () => {
  it("offers a trainer today's class and a past class an admin opened today, today's first", () => {
    const { classes, first } = registerChoices(week, TODAY, false);
    expect(classes.map((s) => s.date)).toEqual([TODAY, "2027-03-23"]);
    expect(first?.date).toBe(TODAY);
  });

  it("offers an admin every class up to today, holidays left out", () => {
    const { classes, first } = registerChoices([...week, session("2027-03-21", { cancelled: true })], TODAY, true);
    expect(classes.map((s) => s.date)).toEqual([TODAY, "2027-03-23", "2027-03-22"]);
    expect(first?.date).toBe(TODAY);
  });

  it("shows a trainer with no class today the class opened for them, and nothing when none is", () => {
    const noClassToday = week.filter((s) => s.date !== TODAY);
    expect(registerChoices(noClassToday, TODAY, false).first?.date).toBe("2027-03-23");
    expect(registerChoices([session("2027-03-22")], TODAY, false).first).toBeUndefined();
  });
});

describe("mayTakeRegister", () => {
  it("lets a trainer tap today's and an opened class only, an admin any class up to today, nobody a class ahead", () => {
    const [monday, tuesday, today, thursday] = week;
    expect([monday, tuesday, today, thursday].map((s) => mayTakeRegister(s!, TODAY, false))).toEqual([false, true, true, false]);
    expect([monday, tuesday, today, thursday].map((s) => mayTakeRegister(s!, TODAY, true))).toEqual([true, true, true, false]);
  });
});
