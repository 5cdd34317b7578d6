// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { CertificatesSection } from "./certificates-section";

// Revoking a certificate in the Certificates section against the real server:
// offered to admins only, it asks why, and a refused revoke keeps the reason.

const server = startDashboardServer();
let id = "";
beforeAll(async () => {
  await siteContent();
  const issued = await server.api("POST /api/certificates", undefined, {
    studentName: "Lakshmi P",
    course: "Java",
    startDate: "2026-01-05",
    endDate: "2026-03-28",
  });
  id = issued.data._id;
});
const open = () => renderSection(<CertificatesSection />, { route: "certificates", at: "/dashboard/certificates" });
const row = async () => {
  const table = await screen.findByRole("table", { name: "Certificates" });
  return within(table)
    .getAllByRole("row")
    .find((r) => r.textContent?.includes("Lakshmi P"))!;
};

describe("Revoke", () => {
  it("is not offered to a counsellor, who can still print", async () => {
    await server.signInAs("counsellor");
    open();
    const lakshmi = await row();
    expect(within(lakshmi).getByRole("button", { name: "Print Lakshmi P's certificate" })).toBeTruthy();
    expect(within(lakshmi).queryByRole("button", { name: "Revoke Lakshmi P's certificate" })).toBeNull();
  });

  it("keeps the reason when the server refuses, then revokes it with its reason (admin)", async () => {
    await server.signInAs("admin");
    const { user } = open();
    await user.click(within(await row()).getByRole("button", { name: "Revoke Lakshmi P's certificate" }));
    const dialog = screen.getByRole("dialog", { name: "Revoke certificate?" });
    expect(dialog.textContent).toContain("of Lakshmi P (Java) will show as revoked");
    const reason = within(dialog).getByRole("textbox", { name: /^Reason/ });
    await user.type(reason, "Issued with the wrong course");
    server.failNext("POST", `/api/certificates/${id}/revoke`, 500);
    await user.click(within(dialog).getByRole("button", { name: "Revoke certificate" }));
    expect(await screen.findByText("Failed to revoke the certificate")).toBeTruthy();
    expect((reason as HTMLTextAreaElement).value).toBe("Issued with the wrong course");

    await user.click(within(dialog).getByRole("button", { name: "Revoke certificate" }));
    expect(await screen.findByText("Certificate revoked")).toBeTruthy();
    await waitFor(async () => expect((await row()).textContent).toContain("Revoked"));
    expect(within(await row()).queryByRole("button", { name: "Revoke Lakshmi P's certificate" })).toBeNull();
  });
});
