import { describe, expect, it } from "vitest";
import { formatFee, formatSeats, hasStarted, orderBatches } from "./batch-format";

describe("formatFee", () => {
  it("shows rupees with Indian digit grouping", () => {
    expect(formatFee(18000)).toBe("₹18,000");
    expect(formatFee(150000)).toBe("₹1,50,000");
    expect(formatFee(12500000)).toBe("₹1,25,00,000");
    expect(formatFee(0)).toBe("₹0");
  });

  it("shows a dash when no fee is given", () => {
    expect(formatFee(undefined)).toBe("—");
  });
});

describe("formatSeats", () => {
  it("keeps 0 (a full batch) apart from no number at all", () => {
    expect(formatSeats(0)).toBe("0");
    expect(formatSeats(undefined)).toBe("—");
  });
});

describe("orderBatches", () => {
  const today = "2026-03-10";
  const batch = (startDate: string, timing = "10:00 am") => ({ startDate, timing });

  it("counts a batch starting today as upcoming, as the course page does", () => {
    expect(hasStarted(batch("2026-03-10"), today)).toBe(false);
    expect(hasStarted(batch("2026-03-09"), today)).toBe(true);
  });

  it("lists upcoming batches soonest first, then started ones latest first", () => {
    const rows = [batch("2026-01-05"), batch("2026-04-01"), batch("2026-03-09"), batch("2026-03-10", "6:00 pm"), batch("2026-03-10", "10:00 am")];
    expect(orderBatches(rows, today).map((b) => `${b.startDate} ${b.timing}`)).toEqual([
      "2026-03-10 10:00 am",
      "2026-03-10 6:00 pm",
      "2026-04-01 10:00 am",
      "2026-03-09 10:00 am",
      "2026-01-05 10:00 am",
    ]);
  });
});
