// A phone number and email no other test used: a known phone or email joins the
// visitor's existing lead (modules/leads), so a test that needs a lead of its
// own sends from a new visitor.
let visitors = 0;

export function uniquePhone() {
  visitors++;
  return `7${String(100_000_000 + ((process.pid * 10_007 + visitors * 7_919) % 900_000_000)).slice(-9)}`;
}

export const uniqueEmail = (hint = "visitor") => `${hint}.${process.pid}.${++visitors}@example.com`;

/** The same form sent by a new visitor: another email and phone (or mobile). */
export function newVisitor<T extends Record<string, unknown>>(payload: T): T {
  const phoneField = "mobile" in payload ? "mobile" : "phone";
  return { ...payload, email: uniqueEmail(), [phoneField]: uniquePhone() };
}
