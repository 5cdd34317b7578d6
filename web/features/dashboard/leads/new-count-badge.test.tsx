// @vitest-environment dashboard
import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { keys } from "../queries/keys";
import { useInboxCounts } from "./inbox-queries";
import { InboxBadges } from "./new-count-badge";

// The Enquiries link's counts in the sidebar (admins and counsellors), read from the real server.

const server = startDashboardServer();
beforeAll(siteContent);

/** The badges, and the counts they come from (so a test knows the read has arrived). */
function Probe() {
  const counts = useInboxCounts();
  return (
    <>
      <p data-testid="read">{counts ? "read" : "reading"}</p>
      <InboxBadges />
    </>
  );
}
const open = () => renderSection(<Probe />, { route: "enquiries", at: "/dashboard/enquiries" });

describe("Inbox badges", () => {
  it.each(["admin", "counsellor"] as const)("a %s sees nothing while no enquiry is new", async (role) => {
    await server.signInAs(role);
    open();
    expect((await screen.findByText("read")).textContent).toBe("read");
    expect(screen.queryByTitle(/new enquiries/)).toBeNull();
  });

  it("an admin sees how many enquiries are new", async () => {
    await server.newLead("Badge One");
    await server.newLead("Badge Two");
    await server.signInAs("admin");
    open();
    expect((await screen.findByTitle("2 new enquiries")).textContent).toBe("2 new");
  });

  it("shows no count when the server refuses the read", async () => {
    await server.signInAs("trainer");
    const { queryClient } = open();
    await waitFor(() => expect(queryClient.getQueryState(keys.inboxCounts)?.error).toMatchObject({ status: 403 }));
    expect(screen.getByTestId("read").textContent).toBe("reading");
    expect(screen.queryByTitle(/new enquiries/)).toBeNull();
  });
});
