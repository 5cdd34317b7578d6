import { installShiftedClock } from "./shifted-clock";

// The production server (server/serve.ts, as server/main.ts runs it) with its
// process clock set to E2E_SERVER_TIME, for end-to-end journeys that must happen
// at a given Chennai hour: a late-evening enquiry inside the quiet hours, a
// reminder held until 08:00 (docs/decisions/073). Only the e2e harness starts this
// file (tests/e2e/helpers/own-server.ts); server/main.ts never reads the variable,
// so setting it on a real server changes nothing.
//
// E2E_SERVER_TIME_SET_AT is the harness's wall clock when it chose that time,
// so both processes (on one machine) agree on the shifted time to the
// millisecond: the harness's stand-ins stamp what they send with it.
//
// The harness moves the clock over the IPC channel it spawned us with:
// { type: "set-time", at, setAt } sets it, runs one reminder round and one
// outbox round at the new time, and answers { type: "time-set", at } when they
// are done, so a test asserts what those rounds did without waiting for a timer.

const start = Date.parse(process.env.E2E_SERVER_TIME ?? "");
const chosenAt = Number(process.env.E2E_SERVER_TIME_SET_AT);
if (Number.isNaN(start) || !Number.isFinite(chosenAt)) {
  console.error("E2E_SERVER_TIME must be an ISO date-time and E2E_SERVER_TIME_SET_AT the wall clock's ms when it was chosen");
  process.exit(1);
}
const clock = installShiftedClock(start, chosenAt);
// Loaded only now, so every module of the server is evaluated with the shifted clock in place.
const { serve } = await import("#server/serve");
const app = await serve({ now: clock.now });

process.on("message", (message: { type?: string; at?: string; setAt?: number }) => {
  if (message.type !== "set-time" || !message.at || typeof message.setAt !== "number") return;
  clock.set(Date.parse(message.at), message.setAt);
  void (async () => {
    await app.whatsappReminders.kick();
    await app.outbox.kick();
    process.send?.({ type: "time-set", at: message.at });
  })();
});
