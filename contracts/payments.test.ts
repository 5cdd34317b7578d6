import { describe, expect, it } from "vitest";
import { financialYear, formatPaise, gstBreakup, paymentRequestSchema, receiptNumber, splitFee } from "./payments";

// The rules behind a receipt and a fee plan (docs/decisions/054).

describe("fee payment rules", () => {
  it("puts a day in its Indian financial year, April to March", () => {
    expect(financialYear("2027-03-31")).toBe("2026-27");
    expect(financialYear("2027-04-01")).toBe("2027-28");
    expect(financialYear("2099-12-31")).toBe("2099-00");
    expect(receiptNumber("2026-27", 7)).toBe("2026-27/0007");
  });

  it("splits GST out of an inclusive fee so the parts always add up to what was paid", () => {
    expect(gstBreakup(1_180_000, 18)).toEqual({ taxablePaise: 1_000_000, cgstPaise: 90_000, sgstPaise: 90_000 });
    for (const amount of [1, 99, 100, 12_345, 999_999, 1_180_001]) {
      const { taxablePaise, cgstPaise, sgstPaise } = gstBreakup(amount, 18);
      expect(taxablePaise + cgstPaise + sgstPaise).toBe(amount);
      expect(Math.abs(cgstPaise - sgstPaise)).toBeLessThanOrEqual(1);
    }
    expect(gstBreakup(50_000, 0)).toEqual({ taxablePaise: 50_000, cgstPaise: 0, sgstPaise: 0 });
  });

  it("splits a fee into whole-rupee parts, the remainder on the first", () => {
    expect(splitFee(11_800, 3)).toEqual([3934, 3933, 3933]);
    expect(splitFee(25_000, 1)).toEqual([25_000]);
  });

  it("writes paise as rupees the Indian way", () => {
    expect(formatPaise(1_234_550)).toBe("₹12,345.50");
    expect(formatPaise(100_000_000)).toBe("₹10,00,000");
    expect(formatPaise(5)).toBe("₹0.05");
  });

  it("asks for amounts in rupees with at most two decimals, at least ₹1", () => {
    const ok = paymentRequestSchema.safeParse({ description: "Fee", instalments: [{ amountInr: "24999.50", dueDate: "2027-04-01" }] });
    expect(ok.success && ok.data.instalments[0]!.amountInr).toBe(24_999.5);
    for (const amountInr of ["0.5", "10.005", "-3", "abc", "1000001"]) {
      expect(paymentRequestSchema.safeParse({ description: "Fee", instalments: [{ amountInr, dueDate: "2027-04-01" }] }).success, amountInr).toBe(false);
    }
  });
});
