// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "#contracts/user";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { TwoFactorSection } from "./two-factor-section";

// Two-factor login: every role's own account (shell/sections.ts, ACCOUNT_SECTIONS), set up against the real server.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<TwoFactorSection />, { route: "two-factor", at: "/dashboard/two-factor" });
/** The code an authenticator app shows now for the key the page printed. */
const appCode = (shown: string) => TOTP.generate({ secret: Secret.fromBase32(shown.replace(/\s+/g, "")), algorithm: "SHA1", digits: 6, period: 30 });

describe("Two-factor login", () => {
  it.each(ROLES)("a %s sees that it is off and how to set it up", async (role) => {
    await server.signInAs(role);
    open();
    expect((await screen.findByText(/Two-factor login is/)).textContent).toContain("Two-factor login is off.");
    expect(screen.getByRole("button", { name: "Set up two-factor login" })).toBeTruthy();
  });

  it("shows the server's refusal of a wrong password before the setup", async () => {
    await server.signInAs("editor");
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Set up two-factor login" }));
    await user.type(screen.getByLabelText("Current password"), "not the password");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Could not start the setup")).toBeTruthy();
    expect(screen.queryByTestId("totp-secret")).toBeNull();
  });

  it("a counsellor turns it on with the app's code and gets recovery codes", async () => {
    const { password } = await server.accountOf("counsellor");
    await server.signInAs("counsellor");
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Set up two-factor login" }));
    await user.type(screen.getByLabelText("Current password"), password);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const secret = (await screen.findByTestId("totp-secret")).textContent!;
    await user.type(screen.getByLabelText("Code"), "000000" === appCode(secret) ? "111111" : "000000");
    await user.click(screen.getByRole("button", { name: "Turn on two-factor login" }));
    expect(await screen.findByText("Could not turn on two-factor login")).toBeTruthy();
    await user.clear(screen.getByLabelText("Code"));
    await user.type(screen.getByLabelText("Code"), appCode(secret));
    await user.click(screen.getByRole("button", { name: "Turn on two-factor login" }));
    const codes = await screen.findByRole("list", { name: "Recovery codes" });
    expect(within(codes).getAllByRole("listitem").length).toBeGreaterThan(5);
    await user.click(screen.getByRole("button", { name: "I have saved these codes" }));
    expect((await screen.findByText(/Two-factor login is/)).textContent).toContain("Two-factor login is on.");
    expect(screen.getByRole("button", { name: "Turn off" })).toBeTruthy();
  });
});
