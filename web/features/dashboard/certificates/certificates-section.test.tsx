// @vitest-environment dashboard
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { CertificatesSection } from "./certificates-section";

// The Certificates section (admins and counsellors, shell/sections.ts) against the
// real server: empty, one certificate issued (checked first, then printed), and a
// failed read.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<CertificatesSection />, { route: "certificates", at: "/dashboard/certificates" });

describe("Certificates", () => {
  it("says none are issued yet, to a counsellor", async () => {
    await server.signInAs("counsellor");
    open();
    expect(await screen.findByText("No certificates issued yet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Issue certificate" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Issue from CSV" })).toBeTruthy();
  });

  it("checks a certificate's dates, issues it, opens it to print and lists it as valid (admin)", async () => {
    await server.signInAs("admin");
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Issue certificate" }));
    const dialog = screen.getByRole("dialog", { name: "Issue certificate" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Student's name/ }), "Meena Raj");
    await user.type(within(dialog).getByRole("textbox", { name: "Course" }), "Python");
    fireEvent.change(within(dialog).getByLabelText("Start date"), { target: { value: "2026-07-04" } });
    fireEvent.change(within(dialog).getByLabelText("End date"), { target: { value: "2026-06-01" } });
    await user.click(within(dialog).getByRole("button", { name: "Issue certificate" }));
    expect(within(dialog).getByText("The end date cannot be before the start date")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText("End date"), { target: { value: "2026-09-26" } });
    await user.click(within(dialog).getByRole("button", { name: "Issue certificate" }));
    expect(await screen.findByText(/^Certificate \S+ issued$/)).toBeTruthy();
    const printable = await screen.findByRole("dialog", { name: "Printable certificate" });
    expect(await within(printable).findByText("Meena Raj")).toBeTruthy();
    expect(within(printable).getByText("Certificate of Completion")).toBeTruthy();
    await user.click(within(printable).getByRole("button", { name: "Close" }));

    const table = await screen.findByRole("table", { name: "Certificates" });
    await waitFor(() => {
      const row = within(table)
        .getAllByRole("row")
        .find((r) => r.textContent?.includes("Meena Raj"));
      expect(row?.textContent).toContain("Valid");
    });
  });

  it("keeps the form with its typing when the server refuses to issue", async () => {
    await server.signInAs("counsellor");
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Issue certificate" }));
    const dialog = screen.getByRole("dialog", { name: "Issue certificate" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Student's name/ }), "Ravi N");
    await user.type(within(dialog).getByRole("textbox", { name: "Course" }), "Tally");
    fireEvent.change(within(dialog).getByLabelText("Start date"), { target: { value: "2026-07-04" } });
    fireEvent.change(within(dialog).getByLabelText("End date"), { target: { value: "2026-09-26" } });
    server.failNext("POST", "/api/certificates", 500);
    await user.click(within(dialog).getByRole("button", { name: "Issue certificate" }));
    expect(await screen.findByText("Failed to issue the certificate")).toBeTruthy();
    expect((within(dialog).getByRole("textbox", { name: /^Student's name/ }) as HTMLInputElement).value).toBe("Ravi N");
  });

  it("shows why the list could not be read", async () => {
    await server.signInAs("counsellor");
    server.failNext("GET", "/api/certificates", 500, "The certificates are resting");
    open();
    expect((await screen.findByRole("alert")).textContent).toContain("The certificates are resting");
  });
});
