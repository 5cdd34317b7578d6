import { describe, expect, it } from "vitest";
import { batchEndDate, placeOf, sessionDates, startsAt } from "./schedule";

// A batch's classes from its schedule (docs/decisions/067), without a database.

describe("a batch's schedule", () => {
  it("ends after its duration in days, weeks or months, 31 January + 1 month on 28 February", () => {
    expect(batchEndDate("2027-01-04", "45 days")).toBe("2027-02-17");
    expect(batchEndDate("2027-01-04", "8 weeks")).toBe("2027-02-28");
    expect(batchEndDate("2027-01-04", "3 Months")).toBe("2027-04-03");
    expect(batchEndDate("2027-01-31", "1 month")).toBe("2027-02-27");
    // No number of days, weeks or months: 12 weeks.
    expect(batchEndDate("2027-01-04", "one term")).toBe("2027-03-28");
  });

  it("meets Monday to Friday on weekdays and Saturday and Sunday on weekends", () => {
    expect(sessionDates("2027-03-22", "weekday", "1 week")).toEqual(["2027-03-22", "2027-03-23", "2027-03-24", "2027-03-25", "2027-03-26"]);
    expect(sessionDates("2027-03-22", "weekend", "2 weeks")).toEqual(["2027-03-27", "2027-03-28", "2027-04-03", "2027-04-04"]);
  });

  it("reads when a class starts from the timing as staff type it", () => {
    expect(startsAt("7:00 AM – 9:00 AM")).toBe("07:00");
    expect(startsAt("7-9 pm")).toBe("19:00");
    expect(startsAt("18:30 to 20:30")).toBe("18:30");
    expect(startsAt("12 noon – 2 pm")).toBe("12:00");
    expect(startsAt("Evenings")).toBe("Evenings");
  });

  it("says where the class is", () => {
    expect(placeOf("online", "1 Anna Salai")).toBe("Online class");
    expect(placeOf("classroom", "1 Anna Salai, T. Nagar, Chennai")).toBe("At the institute, 1 Anna Salai, T. Nagar, Chennai");
    expect(placeOf("both", null)).toBe("At the institute, or online");
  });
});
