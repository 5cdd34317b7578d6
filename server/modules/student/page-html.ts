import { formatDate } from "#contracts/date-format";
import { type Receipt, formatPaise } from "#contracts/payments";
import { STUDENT_CODE_DIGITS, STUDENT_CODE_MINUTES, type StudentBatch, type StudentFee, type StudentPage } from "#contracts/student";
import { escapeHtml as e } from "../certificates";

// The markup of /my (docs/decisions/068): plain HTML and forms, complete without
// JavaScript, so it works the same on a slow phone as on a desk. Each function
// answers the inside of the page's <main>.

const FEE_LABELS: Record<StudentFee["state"], string> = {
  paid: "Paid",
  due: "Due",
  overdue: "Overdue",
  "partly-paid": "Partly paid",
  closed: "Closed",
};

const SCHEDULES: Record<string, string> = { weekday: "Weekdays", weekend: "Weekends" };
const MODES: Record<string, string> = { classroom: "In the classroom", online: "Online", both: "In the classroom or online" };

const METHODS: Record<string, string> = { upi: "UPI", card: "Card", netbanking: "Net banking", wallet: "Wallet", emi: "EMI" };

const alert = (message: string | undefined, kind: "error" | "info", id = "form-message") =>
  message ? `<p class="alert ${kind}" id="${id}" role="${kind === "error" ? "alert" : "status"}">${e(message)}</p>` : "";

/** Step 1: the email the student enrolled with. */
export function emailForm(options: { email?: string; error?: string; notice?: string; whatsApp?: boolean } = {}) {
  const invalid = options.error ? ` aria-invalid="true" aria-describedby="form-message"` : "";
  return `
<div class="narrow">
<h1>Your student page</h1>
<p class="lead">Your batch, class timings, fees, receipts and certificate in one place. Sign in with a code we send to the email you enrolled with: no password needed.</p>
${alert(options.notice, "info", "notice")}${alert(options.error, "error")}
<form method="post" action="/my/code" class="card">
  <div class="field"><label for="email">Your email</label>
  <input id="email" name="email" type="email" autocomplete="email" inputmode="email" required maxlength="254" value="${e(options.email ?? "")}"${invalid}${options.error ? " autofocus" : ""}/></div>
  <button type="submit" class="block" data-busy="Sending the code…">Send me a code</button>
  ${options.whatsApp ? `<p class="hint">The code also comes on WhatsApp, to the number you gave us.</p>` : ""}
</form>
</div>`;
}

/** Step 2: the code, with the address it went to and a way to ask again. */
export function codeForm(options: { email: string; error?: string; notice?: string }) {
  const invalid = options.error ? ` aria-invalid="true" aria-describedby="form-message"` : ` aria-describedby="code-hint"`;
  return `
<div class="narrow">
<h1>Enter your code</h1>
${alert(options.notice, "info", "notice")}${alert(options.error, "error")}
<form method="post" action="/my/session" class="card">
  <input type="hidden" name="email" value="${e(options.email)}"/>
  <p class="lead">Sent to <strong>${e(options.email)}</strong>. <a href="/my">Use another email</a></p>
  <div class="field"><label for="code">${STUDENT_CODE_DIGITS}-digit code</label>
  <input id="code" class="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" minlength="${STUDENT_CODE_DIGITS}" maxlength="${STUDENT_CODE_DIGITS + 1}" required autofocus${invalid}/>
  <p class="hint" id="code-hint">It works for ${STUDENT_CODE_MINUTES} minutes. Not there? Check spam, or ask for a new one below.</p></div>
  <button type="submit" class="block" data-busy="Signing in…">Sign in</button>
</form>
<form method="post" action="/my/code" class="row">
  <input type="hidden" name="email" value="${e(options.email)}"/>
  <button type="submit" class="quiet" data-busy="Sending…">Send a new code</button>
</form>
</div>`;
}

/** "19:00", "7:00 PM" or an ISO time: shown as Chennai time. */
function timeOf(startsAt: string) {
  if (/^\d{4}-\d{2}-\d{2}T/.test(startsAt))
    return new Date(startsAt).toLocaleTimeString("en-IN", { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit" });
  const hm = /^(\d{1,2}):(\d{2})$/.exec(startsAt);
  if (!hm) return startsAt;
  const h = Number(hm[1]);
  return `${((h + 11) % 12) + 1}:${hm[2]} ${h < 12 ? "AM" : "PM"}`;
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", { weekday: "long", timeZone: "UTC" });

/**
 * Where the next class is: the room as text, or, for a batch with an online class
 * link (https only, docs/decisions/071), the link to join, with the room after it
 * when the batch also meets in the classroom.
 */
function placeOf(next: NonNullable<StudentBatch["nextSession"]>, mode: string) {
  if (!next.classLink?.startsWith("https://")) return ` · ${e(next.place)}`;
  const room = mode === "both" ? `<span>or ${e(next.place.charAt(0).toLowerCase() + next.place.slice(1))}</span>` : "";
  return `<span class="join"><a class="button" href="${e(next.classLink)}" rel="noopener noreferrer">Join the online class</a>${room}</span>`;
}

function batchCard(batch: StudentBatch | null, phone: string) {
  if (!batch) {
    return `<section class="card" aria-labelledby="batch-title"><h2 id="batch-title">Your batch</h2>
<p class="empty">You are not on a batch's class list yet. The office adds you when your batch is confirmed${phone ? `; call <a href="tel:${e(phone)}">${e(phone)}</a> to ask` : ""}.</p></section>`;
  }
  const next = batch.nextSession
    ? `<div class="next"><span>Next class</span><strong>${e(weekday(batch.nextSession.date))}, ${e(formatDate(batch.nextSession.date))}, ${e(timeOf(batch.nextSession.startsAt))}</strong>Chennai time${placeOf(batch.nextSession, batch.mode)}</div>`
    : `<p class="next">No class is planned yet.</p>`;
  const att = batch.attendance;
  const attendance =
    att && att.held > 0
      ? `<dt>Attendance</dt><dd>${att.attended} of ${att.held} classes (${Math.round((att.attended / att.held) * 100)} %)<div class="meter" aria-hidden="true"><span style="width:${Math.round((att.attended / att.held) * 100)}%"></span></div></dd>`
      : `<dt>Attendance</dt><dd>No classes held yet</dd>`;
  return `<section class="card" aria-labelledby="batch-title"><h2 id="batch-title">Your batch</h2>${next}
<dl><dt>Course</dt><dd>${e(batch.courseTitle)}</dd><dt>Started</dt><dd>${e(formatDate(batch.startDate))}</dd>
<dt>Days</dt><dd>${e(SCHEDULES[batch.schedule] ?? batch.schedule)}</dd><dt>Timing</dt><dd>${e(batch.timing)}</dd><dt>Mode</dt><dd>${e(MODES[batch.mode] ?? batch.mode)}</dd>${attendance}</dl></section>`;
}

function feesCard(fees: StudentPage["fees"]) {
  if (!fees.instalments.length)
    return `<section class="card" aria-labelledby="fees-title"><h2 id="fees-title">Fees</h2><p class="empty">No fee has been asked for yet.</p></section>`;
  const rows = fees.instalments
    .map((i) => {
      const part = i.parts > 1 ? ` · instalment ${i.position} of ${i.parts}` : "";
      const left = i.amountPaise - i.paidPaise;
      const action = i.payUrl ? `<a class="button" href="${e(i.payUrl)}" rel="noopener">Pay ${e(formatPaise(left))}</a>` : "";
      return `<li><div class="what">${e(i.description)}${e(part)}<small>${e(formatPaise(i.amountPaise))} · due ${e(formatDate(i.dueDate))}</small></div><span class="chip ${i.state}">${FEE_LABELS[i.state]}</span>${action}</li>`;
    })
    .join("");
  return `<section class="card" aria-labelledby="fees-title"><h2 id="fees-title">Fees</h2>
<div class="totals"><div><span>Paid</span><b>${e(formatPaise(fees.paidPaise))}</b></div><div><span>Still to pay</span><b>${e(formatPaise(fees.duePaise))}</b></div></div>
<ul class="rows">${rows}</ul></section>`;
}

function receiptsCard(receipts: StudentPage["receipts"]) {
  const rows = receipts
    .map(
      (r) =>
        `<li><div class="what">Receipt ${e(r.number)}<small>${e(formatPaise(r.amountPaise))} · ${e(formatDate(r.paidAt.slice(0, 10)))}</small></div><a href="/my/receipts/${e(r.id)}">Open receipt<span class="sr-only"> ${e(r.number)}</span></a></li>`,
    )
    .join("");
  return `<section class="card" aria-labelledby="receipts-title"><h2 id="receipts-title">Receipts</h2>${rows ? `<ul class="rows">${rows}</ul>` : `<p class="empty">Your receipts appear here once a payment is received.</p>`}</section>`;
}

function certificatesCard(certificates: StudentPage["certificates"]) {
  const items = certificates
    .map(
      (
        c,
      ) => `<li><div class="what">${e(c.course)}${c.batch ? ` · ${e(c.batch)}` : ""}<small>${e(c.certificateId)} · ${e(formatDate(c.startDate))} – ${e(formatDate(c.endDate))}</small></div>
<span class="chip ${c.revoked ? "revoked" : "valid"}">${c.revoked ? "Revoked" : "Valid"}</span><a href="${e(c.verifyUrl)}">Verification page</a></li>`,
    )
    .join("");
  return `<section class="card" aria-labelledby="certificate-title"><h2 id="certificate-title">Certificate</h2>${items ? `<ul class="rows">${items}</ul><p class="hint">Share the verification page with an employer: it shows that your certificate is genuine.</p>` : `<p class="empty">Your certificate appears here once your course is complete and it is issued.</p>`}</section>`;
}

/** The signed-in page. */
export function studentMain(page: StudentPage, notice?: string, moreCards = "") {
  const first = page.student.name.trim().split(/\s+/)[0] || page.student.name;
  const contact = [
    page.contact.phone ? `call <a href="tel:${e(page.contact.phone)}">${e(page.contact.phone)}</a>` : "",
    page.contact.email ? `write to <a href="mailto:${e(page.contact.email)}">${e(page.contact.email)}</a>` : "",
  ]
    .filter(Boolean)
    .join(" or ");
  return `
${alert(notice, "info", "notice")}
<div class="top"><div><h1>Hello, ${e(first)}</h1><p>Signed in as ${e(page.student.email)}</p></div>
<form method="post" action="/my/sign-out"><button type="submit" class="quiet" data-busy="Signing out…">Sign out</button></form></div>
<div class="cards">${batchCard(page.batch, page.contact.phone)}${feesCard(page.fees)}${receiptsCard(page.receipts)}${certificatesCard(page.certificates)}${moreCards}</div>
${contact ? `<p class="hint">Questions about your classes or fees? ${contact}.</p>` : ""}`;
}

/** A receipt to read and print: one of the student's own. */
export function receiptMain(r: Receipt) {
  const gst = r.gst
    ? `<tr><td>Taxable value</td><td>${e(formatPaise(r.gst.taxablePaise))}</td></tr><tr><td>CGST ${r.gst.ratePercent / 2} %</td><td>${e(formatPaise(r.gst.cgstPaise))}</td></tr><tr><td>SGST ${r.gst.ratePercent / 2} %</td><td>${e(formatPaise(r.gst.sgstPaise))}</td></tr>`
    : "";
  return `
<p class="no-print"><a href="/my">← Back to your page</a></p>
<article class="card receipt" aria-labelledby="receipt-title">
<h1 id="receipt-title">Receipt ${e(r.number)}</h1>
<p><strong>${e(r.institute.name)}</strong><br/>${e(r.institute.address)}${r.institute.phone ? `<br/>${e(r.institute.phone)}` : ""}${r.institute.email ? ` · ${e(r.institute.email)}` : ""}${r.gst ? `<br/>GSTIN ${e(r.gst.gstin)}` : ""}</p>
<dl><dt>Received from</dt><dd>${e(r.studentName)}</dd><dt>Paid on</dt><dd>${e(formatDate(r.paidAt.slice(0, 10)))}</dd>
<dt>Payment</dt><dd>${e(r.method ? (METHODS[r.method] ?? r.method) : "Online")} · ${e(r.paymentId)}</dd></dl>
<table><thead><tr><th scope="col">For</th><th scope="col">Amount</th></tr></thead><tbody>
<tr><td>${e(r.description)}</td><td>${e(formatPaise(r.amountPaise))}</td></tr>${gst}
<tr class="total"><td>Total received</td><td>${e(formatPaise(r.amountPaise))}</td></tr></tbody></table>
<p class="hint">A receipt issued by computer; no signature is needed.</p>
</article>
<p class="row no-print"><button type="button" data-print hidden>Print or save as PDF</button></p>`;
}

/** Not one of the student's receipts, or none at all: the same page either way. */
export const receiptNotFoundMain = () =>
  `<div class="narrow"><h1>Receipt not found</h1><p class="lead">There is no such receipt on your page.</p><p><a href="/my">← Back to your page</a></p></div>`;
