// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { CertificatesSection } from "./certificates-section";

// A batch's certificates from a CSV, in the Certificates section against the real
// server: every row checked by the server before anything is issued, then issued
// whole (moved from tests/e2e/certificates.spec.ts).

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<CertificatesSection />, { route: "certificates", at: "/dashboard/certificates" });

const header = "Student name,Course,Batch,Start date,End date,Grade";
const csv = (lines: string[]) => new File([[header, ...lines].join("\n")], "batch.csv", { type: "text/csv" });
const good = (tag: string) => [`Ravi ${tag},AWS,AWS Sat Jul 2026,2026-07-04,2026-09-26,`, `Fathima ${tag},AWS,AWS Sat Jul 2026,2026-07-04,2026-09-26,A`];

describe("Issue from CSV", () => {
  it("shows a bad row with its message and issues nothing, then issues the fixed file whole (counsellor)", async () => {
    const tag = `csv${Date.now().toString(36)}`;
    await server.signInAs("counsellor");
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Issue from CSV" }));
    const dialog = screen.getByRole("dialog", { name: "Issue a batch's certificates from a CSV" });

    // One bad date (dd/mm/yyyy is read, year first with slashes is not).
    await user.upload(within(dialog).getByLabelText("CSV file"), csv([...good(tag), `Bad ${tag},AWS,,2026-07-04,2026/09/26,`]));
    expect((await within(dialog).findByRole("status")).textContent).toMatch(/1 of 3 rows have errors/);
    const badRow = within(dialog)
      .getAllByRole("row")
      .find((r) => r.textContent?.includes(`Bad ${tag}`));
    expect(badRow?.textContent).toContain("Enter the end date (yyyy-mm-dd)");
    expect(within(dialog).getByRole("button", { name: "Issue certificates" }).hasAttribute("disabled")).toBe(true);

    await user.upload(within(dialog).getByLabelText("CSV file"), csv(good(tag)));
    expect(await within(dialog).findByText("All 2 rows are ready to issue.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Issue 2 certificates" }));
    expect(await screen.findByText("2 certificates issued")).toBeTruthy();

    // The list, empty before, is read again with the two new rows.
    await user.type(await screen.findByRole("searchbox", { name: "Search certificates" }, { timeout: 5000 }), tag);
    const table = await screen.findByRole("table", { name: "Certificates" });
    const tagged = () =>
      within(table)
        .getAllByRole("row")
        .filter((r) => r.textContent?.includes(tag));
    await expect.poll(() => tagged().length, { timeout: 5000 }).toBe(2);
    expect(tagged().some((r) => r.textContent?.includes(`Bad ${tag}`))).toBe(false);
  });

  it("says nothing was issued when the server fails, and keeps the checked rows", async () => {
    await server.signInAs("admin");
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Issue from CSV" }));
    const dialog = screen.getByRole("dialog", { name: "Issue a batch's certificates from a CSV" });
    await user.upload(within(dialog).getByLabelText("CSV file"), csv(good("fail")));
    expect(await within(dialog).findByText("All 2 rows are ready to issue.")).toBeTruthy();
    server.failNext("POST", "/api/certificates/bulk", 500);
    await user.click(within(dialog).getByRole("button", { name: "Issue 2 certificates" }));
    expect(await screen.findByText("Nothing was issued")).toBeTruthy();
    expect(within(dialog).getByText("All 2 rows are ready to issue.")).toBeTruthy();
  });
});
