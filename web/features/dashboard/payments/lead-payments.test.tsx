// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { answerOf, renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { LeadPaymentsPanel } from "./lead-payments";

// A lead's fees, as the enquiry detail shows them to admins and counsellors, against
// the real server: no payment asked yet, the request checked in the browser, and a
// link Razorpay could not make.

// Razorpay's keys are set, so staff may ask for a payment; its address is a closed
// port here: the server's calls to it go through happy-dom's fetch in this
// environment (a CORS preflight Razorpay's stand-in does not answer), so a made
// link is proven by the API tests and tests/e2e/payments.spec.ts instead.
const server = startDashboardServer({
  RAZORPAY_KEY_ID: "rzp_test_key",
  RAZORPAY_KEY_SECRET: "rzp-secret",
  RAZORPAY_WEBHOOK_SECRET: "whsec",
  RAZORPAY_API_BASE: "http://127.0.0.1:9",
});
beforeAll(siteContent);

async function newLead(name: string) {
  const res = await server.inject({
    method: "POST",
    url: "/api/enquiries",
    payload: {
      form: "contact",
      name,
      phone: `98${String(Date.now()).slice(-8)}`,
      email: `${name.replace(/\W/g, "").toLowerCase()}@example.com`,
      message: "Fees?",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = answerOf("POST /api/enquiries", res.body);
  return (await server.api("GET /api/enquiries/:id", `/api/enquiries/${id}`)).data;
}

const open = (detail: EnquiryDetail) =>
  renderSection(<LeadPaymentsPanel detail={detail} onChange={() => undefined} onOpenReceipt={() => undefined} />, {
    route: "enquiries/:id?",
    at: `/dashboard/enquiries/${detail.id}`,
  });
const wait = { timeout: 5000 };

describe("a lead's fees", () => {
  it("says no payment is asked for yet (counsellor)", async () => {
    const lead = await newLead("Deepa Iyer");
    await server.signInAs("counsellor");
    open(lead);
    expect(await screen.findByText("No payment asked for yet.", {}, wait)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ask for a payment" })).toBeTruthy();
  });

  it("checks the request in the browser before anything is sent (admin)", async () => {
    const lead = await newLead("Karthik Raja");
    await server.signInAs("admin");
    const { user } = open(lead);
    await user.click(await screen.findByRole("button", { name: "Ask for a payment" }, wait));
    const form = screen.getByRole("form", { name: "Ask for a payment" });
    await user.clear(within(form).getByLabelText("What it is for"));
    await user.click(within(form).getByRole("button", { name: "Create payment link" }));
    const description = within(form).getByLabelText("What it is for");
    expect(description.getAttribute("aria-invalid")).toBe("true");
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "Ask for a payment" })).toBeNull();
    expect(screen.getByText("No payment asked for yet.")).toBeTruthy();
  });

  it("keeps the form when Razorpay will not make the link, and lists nothing", async () => {
    const lead = await newLead("Nisha Paul");
    await server.signInAs("counsellor");
    const { user } = open(lead);
    await user.click(await screen.findByRole("button", { name: "Ask for a payment" }, wait));
    const form = screen.getByRole("form", { name: "Ask for a payment" });
    await user.clear(within(form).getByLabelText("What it is for"));
    await user.type(within(form).getByLabelText("What it is for"), "Tally course fee");
    await user.clear(within(form).getByLabelText("Total fee (₹)"));
    await user.type(within(form).getByLabelText("Total fee (₹)"), "9000");
    await user.click(within(form).getByRole("button", { name: "Create payment link" }));
    expect(await screen.findByText("Failed to create the payment link", {}, wait)).toBeTruthy();
    expect(await screen.findByText("Razorpay did not create the payment link. Nothing was sent; try again in a minute.", {}, wait)).toBeTruthy();
    expect(screen.getByRole("form", { name: "Ask for a payment" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Instalments" })).toBeNull();
  });
});
