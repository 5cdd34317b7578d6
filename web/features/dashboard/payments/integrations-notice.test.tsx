// @vitest-environment dashboard
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { FeesOverview } from "./fees-overview";
import { IntegrationsNotice } from "./integrations-notice";

// The admin overview's notice of a half-configured integration, against the real
// server with only Razorpay's key id set: the settings still to set are named, and
// the fees, switched off, show nothing.

const server = startDashboardServer({ RAZORPAY_KEY_ID: "rzp_test_key" });
beforeAll(siteContent);
const open = () =>
  renderSection(
    <>
      <IntegrationsNotice />
      <FeesOverview />
      <p>Overview</p>
    </>,
    { route: "overview", at: "/dashboard/overview" },
  );

describe("the integrations notice", () => {
  it("names what Razorpay still needs, and the fees stay hidden while it is off (admin)", async () => {
    await server.signInAs("admin");
    open();
    const notice = await screen.findByRole("status", {}, { timeout: 5000 });
    expect(notice.textContent).toContain("Half set up, so still off");
    expect(notice.textContent).toMatch(/set RAZORPAY_KEY_SECRET.* in the server's configuration and restart it\./);
    expect(screen.queryByRole("region", { name: "Fees" })).toBeNull();
  });
});
