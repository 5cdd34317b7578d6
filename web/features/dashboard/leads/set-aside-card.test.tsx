// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { formatInstituteTime } from "#contracts/institute-time";
import { seedSiteFacts } from "#server/modules/content/seed";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { keys } from "../queries/keys";
import { OverviewSection } from "./overview-section";

// The Overview's "Set aside" notice (docs/decisions/092, 099), from the real
// server: nothing while all could be read; a stored webhook delivery cut short,
// set aside by the jobs runner, with its kind, time and reason; a saved document
// the site cannot read, linked to its editor; a failed read with Retry.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<OverviewSection />, { route: "overview", at: "/dashboard/overview" });
const notice = async () => within(await screen.findByRole("region", { name: "Set aside" }));

describe("Set aside on the Overview", () => {
  it("shows nothing while everything stored could be read", async () => {
    await server.signInAs("admin");
    const { queryClient } = open();
    await waitFor(() => {
      expect(queryClient.getQueryState(keys.setAside)?.status).toBe("success");
      expect(queryClient.getQueryState(keys.contentStatus)?.status).toBe("success");
    });
    expect(await screen.findByRole("region", { name: "Latest enquiries" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Set aside" })).toBeNull();
    expect(screen.queryByText(/Could not read what was set aside/)).toBeNull();
  });

  it("lists background work the runner set aside, with its kind, time and reason", async () => {
    const job = await server.setAsideWork();
    expect(job.status).toBe("dead");

    await server.signInAs("admin");
    open();
    const card = await notice();
    expect(card.getByText("1 piece of background work set aside: not done, and not tried again")).toBeTruthy();
    const item = within(card.getByText("A WhatsApp webhook delivery").closest("li")!);
    expect(item.getByText(formatInstituteTime(job.updated_at))).toBeTruthy();
    expect(item.getByText("Its stored payload could not be read: payload: is not JSON")).toBeTruthy();
    expect(card.queryByText("Saved content the site cannot read")).toBeNull();
  });

  it("names a saved document the site cannot read, with why, and opens its editor", async () => {
    // Site facts of another shape, as an older version or a hand edit of the row leaves them.
    await server.app.db
      .updateTable("content_documents")
      .set({ data: JSON.stringify({ ...seedSiteFacts, email: "not an address" }) })
      .where("key", "=", "site")
      .execute();
    await server.signInAs("admin");
    const { user } = open();
    const card = await notice();
    expect(await card.findByText("Saved content the site cannot read")).toBeTruthy();
    expect(card.getByText("Why: email: Enter a valid email address")).toBeTruthy();
    await user.click(card.getByRole("link", { name: "Site facts" }));
    expect((await screen.findByTestId("elsewhere")).textContent).toBe("/dashboard/site");
  });

  it("a failed read says so and reads again on Retry", async () => {
    await server.signInAs("admin");
    server.failNext("GET", "/api/jobs/set-aside", 500, "The jobs table is resting");
    const { user } = open();
    const alert = await screen.findByText(/Could not read what was set aside: The jobs table is resting/);
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await notice()).toBeTruthy();
  });
});
