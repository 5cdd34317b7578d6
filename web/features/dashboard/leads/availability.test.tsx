// @vitest-environment dashboard
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { EnquiriesSection } from "./enquiries-section";

// Who new enquiries go to (availability.tsx, beside the inbox): a counsellor's own
// switch, an admin's panel of every counsellor, kept by the real server.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<EnquiriesSection />, { route: "enquiries/:id?", at: "/dashboard/enquiries" });
const availability = async () => (await server.api("GET /api/counsellors")).data.map((c) => [c.username, c.available]);

describe("Counsellors' availability", () => {
  it("an admin is told when there is no counsellor yet", async () => {
    await server.signInAs("admin");
    open();
    expect(await screen.findByText(/No counsellors yet\./)).toBeTruthy();
  });

  it("a counsellor switches themselves off: new enquiries go to the others", async () => {
    const { username } = await server.accountOf("counsellor");
    await server.signInAs("counsellor");
    const { user } = open();
    const own = await screen.findByRole("switch", { name: /^Available for new enquiries/ });
    expect((own as HTMLInputElement).checked).toBe(true);
    await user.click(own);
    expect(await screen.findByText("New enquiries will go to others")).toBeTruthy();
    expect(await availability()).toEqual([[username, false]]);
  });

  it("an admin switches a counsellor back on from the panel", async () => {
    const { username } = await server.accountOf("counsellor");
    await server.signInAs("admin");
    const { user } = open();
    const theirs = await screen.findByRole("switch", { name: `${username} Available` });
    await user.click(theirs);
    expect(await screen.findByText(`${username} is available new enquiries`)).toBeTruthy();
    expect(await availability()).toEqual([[username, true]]);
  });

  it("a switch the server fails to save says so", async () => {
    const { username } = await server.accountOf("counsellor");
    await server.signInAs("counsellor");
    const { user } = open();
    const own = await screen.findByRole("switch", { name: /^Available for new enquiries/ });
    const id = (await server.api("GET /api/counsellors")).data.find((c) => c.username === username)!.id;
    server.failNext("PUT", `/api/counsellors/${id}/availability`, 500);
    await user.click(own);
    expect(await screen.findByText("Failed to change availability")).toBeTruthy();
    expect(await availability()).toEqual([[username, true]]);
  });
});
