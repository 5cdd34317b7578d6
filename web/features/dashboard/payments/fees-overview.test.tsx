// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { FeesOverview } from "./fees-overview";

// The Fees card of the admin overview against the real server with Razorpay's keys
// set: nothing collected, due or overdue yet.

const server = startDashboardServer({
  RAZORPAY_KEY_ID: "rzp_test_key",
  RAZORPAY_KEY_SECRET: "rzp-secret",
  RAZORPAY_WEBHOOK_SECRET: "whsec",
  RAZORPAY_API_BASE: "http://127.0.0.1:9",
});
beforeAll(siteContent);
const open = () => renderSection(<FeesOverview />, { route: "overview", at: "/dashboard/overview" });

describe("the Fees card", () => {
  it("shows nothing collected, due or overdue before the first payment (admin)", async () => {
    await server.signInAs("admin");
    open();
    const fees = await screen.findByRole("region", { name: "Fees" }, { timeout: 5000 });
    expect(within(fees).getByText("Collected").parentElement?.textContent).toContain("₹0");
    expect(within(fees).getByText("0 instalments due today or later")).toBeTruthy();
    expect(within(fees).getByText("0 instalments past the due date")).toBeTruthy();
    expect(within(fees).queryByRole("list", { name: "Payments to check" })).toBeNull();
  });
});
