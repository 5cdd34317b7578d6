import { expect } from "vitest";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import type { LeadPayments } from "#contracts/payments";
import type { TestApp } from "./app";
import { newVisitor } from "./visitors";
import { bearer, randomAddress } from "./staff-api";
import type { SignedEvent } from "./fake-razorpay";

// What the payment tests do over and over, through the real API: make a lead,
// call the staff endpoints, deliver Razorpay's signed events.

export function paymentKit(t: TestApp, admin: () => string) {
  const send = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, token = admin(), payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const newLead = async (name: string, email = "") => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: { ...newVisitor({ form: "contact", name, phone: "", email: "", message: "Fees?" }), ...(email && { email }) },
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const payments = async (id: string) => (await send("GET", `/api/enquiries/${id}/payments`)).json().data as LeadPayments;
  const detail = async (id: string) => (await send("GET", `/api/enquiries/${id}`)).json().data as EnquiryDetail;
  /** Razorpay's delivery, then the jobs runner's turn: the route stores the event and answers, the runner applies it (docs/decisions/085). */
  const deliver = async (event: SignedEvent, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: "POST", url: "/api/payments/razorpay/webhook", payload: event.body, headers: { ...event.headers, ...headers } });
    await t.app.jobs.kick();
    return res;
  };
  const count = async (table: "payment_events" | "payment_receipts" | "payment_instalments") =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Razorpay's id of an instalment's link (the dashboard never sees it). */
  const linkOf = async (instalmentId: string) =>
    (await t.app.db.selectFrom("payment_instalments").select("link_id").where("id", "=", instalmentId).executeTakeFirstOrThrow()).link_id;
  return { send, newLead, payments, detail, deliver, count, linkOf };
}
