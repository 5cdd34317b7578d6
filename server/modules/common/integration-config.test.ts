import { describe, expect, it } from "vitest";
import { type Config, loadConfig } from "#server/config";
import { RAZORPAY } from "../payments";
import { integrationStatus, setupSentence } from "./integration-config";

// The one rule every integration's settings are read by (docs/decisions/056).

const config = (env: Record<string, string>): Config => loadConfig({ ...env });

describe("integration settings", () => {
  it("are off with none set, complete with all, half configured with some, naming what is missing", () => {
    expect(integrationStatus(RAZORPAY, config({}))).toEqual({ id: "razorpay", name: "Payments", state: "off", missing: [] });
    const all = { RAZORPAY_KEY_ID: "k", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "w" };
    expect(integrationStatus(RAZORPAY, config(all)).state).toBe("complete");
    // Only the key id: before, payments were quietly off.
    const onlyId = integrationStatus(RAZORPAY, config({ RAZORPAY_KEY_ID: "k" }));
    expect(onlyId).toMatchObject({ state: "half", missing: ["RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] });
    expect(setupSentence(RAZORPAY, onlyId)).toBe("Payments are not set up: set RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.");
    expect(setupSentence(RAZORPAY, integrationStatus(RAZORPAY, config({})))).toBe(
      "Payments are not set up: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.",
    );
    // An empty value is not a value.
    expect(integrationStatus(RAZORPAY, config({ ...all, RAZORPAY_WEBHOOK_SECRET: "" })).missing).toEqual(["RAZORPAY_WEBHOOK_SECRET"]);
  });
});
