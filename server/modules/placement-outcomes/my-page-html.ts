// The placement part of /my (docs/decisions/096): drives to apply to (or why not),
// the student's applications with every stage, the intent question and their job.
import { formatDate } from "#contracts/date-format";
import { instituteDay } from "#contracts/institute-time";
import { JOB_CODES, OUTCOME_LABELS, STAGE_LABELS } from "#contracts/placement-outcomes";
import type { StudentApplication, StudentDrive, StudentOutcome, StudentPlacement } from "#contracts/api-table/placement-outcomes";
import { escapeHtml as e } from "../certificates";

// Plain HTML and form posts, like the rest of the page (docs/decisions/068): each
// form posts to a /my route that calls the same functions as the student API and
// answers with a redirect back here and a message (./my-page.ts).

export interface PlacementView {
  drives: StudentDrive[];
  placement: StudentPlacement;
  outcome: StudentOutcome;
  /** The message of the form just sent, and whether it is an error. */
  message?: { text: string; error: boolean };
}

const inr = (rupees: number) => `₹${rupees.toLocaleString("en-IN")}`;
const day = (iso: string) => formatDate(instituteDay(iso));

function payOf(d: { baseSalaryMonthly: number | null; ctcAnnual: number | null }) {
  const parts = [
    d.baseSalaryMonthly !== null ? `${inr(d.baseSalaryMonthly)} a month base pay` : "",
    d.ctcAnnual !== null ? `${inr(d.ctcAnnual)} a year CTC` : "",
  ].filter(Boolean);
  return parts.length ? ` · ${parts.join(" · ")}` : "";
}

function driveItem(d: StudentDrive) {
  const what = `<div class="what">${e(d.employerName)} · ${e(d.role)}<small>${e(d.title)}${d.location ? ` · ${e(d.location)}` : ""}${e(payOf(d))} · apply by ${e(formatDate(d.lastDate))}</small>`;
  if (d.application) return `<li>${what}</div><span class="chip valid">${e(STAGE_LABELS[d.application.stage])}</span></li>`;
  if (!d.eligible)
    return `<li>${what}<ul class="reasons">${d.reasons.map((r) => `<li>${e(r)}</li>`).join("")}</ul></div><span class="chip due">Not yet</span></li>`;
  return `<li>${what}</div><form method="post" action="/my/drives/${e(d._id)}/apply"><button type="submit" data-busy="Applying…">Apply<span class="sr-only"> to ${e(d.employerName)}, ${e(d.role)}</span></button></form></li>`;
}

function applicationItem(a: StudentApplication) {
  const lines = a.history
    .map((h) => `<li><time datetime="${e(h.at)}">${e(day(h.at))}</time> ${e(STAGE_LABELS[h.stage])}${h.round ? ` · ${e(h.round)}` : ""}</li>`)
    .join("");
  return `<li><div class="what">${e(a.employerName)} · ${e(a.role)}<small>${e(a.title)}</small><ol class="stages">${lines}</ol></div><span class="chip valid">${e(STAGE_LABELS[a.stage])}</span></li>`;
}

function intentPart(placement: StudentPlacement) {
  const q = "Are you looking for a job after this course?";
  if (placement.intent)
    return `<p class="answer">${q} <strong>${placement.intent.seeking ? "Yes" : "No"}</strong>${placement.intent.reason ? ` (${e(placement.intent.reason)})` : ""} · answered ${e(day(placement.intent.answeredAt))}</p>`;
  if (!placement.intentOpen) return "";
  return `<form method="post" action="/my/intent" class="intent"><fieldset><legend>${q}</legend>
<p class="hint">You answer once; it helps us count our placements honestly.</p>
<label class="choice"><input type="radio" name="seeking" value="yes" required/> Yes</label>
<label class="choice"><input type="radio" name="seeking" value="no"/> No</label>
<div class="field"><label for="intent-reason">If not, why? (optional)</label><input id="intent-reason" name="reason" maxlength="500"/></div></fieldset>
<button type="submit" data-busy="Saving…">Save my answer</button></form>`;
}

function outcomePart(view: PlacementView) {
  const { outcome, placement } = view;
  const o = outcome.outcome;
  if (o && o.code !== "seeking") {
    const status =
      o.status === "claimed" ? "The placement officer will check it" : o.status === "documented" ? "Your letter is on file" : "Confirmed by your employer";
    return `<h3>Your job</h3><p>${e(OUTCOME_LABELS[o.code])}${o.employerName ? ` · ${e(o.employerName)}` : ""}${o.role ? ` · ${e(o.role)}` : ""}${o.startDate ? ` · from ${e(formatDate(o.startDate))}` : ""}</p><p class="hint">${status}.</p>`;
  }
  const notSeeking = placement.intent && !placement.intent.seeking;
  const reminder =
    outcome.batchEnded && !notSeeking
      ? `<p class="alert info" id="report-reminder" role="status">Your batch has ended. Got a job? Tell us below: where, your role and when you started, with your offer or joining letter if you have it.</p>`
      : "";
  const kinds = JOB_CODES.map((c) => `<option value="${c}">${e(OUTCOME_LABELS[c])}</option>`).join("");
  return `<h3>Got a job? Tell us</h3>${reminder}
<form method="post" action="/my/outcome" enctype="multipart/form-data" class="report">
<div class="field"><label for="job-employer">Employer</label><input id="job-employer" name="employerName" required maxlength="120" autocomplete="organization"/></div>
<div class="field"><label for="job-role">Your role</label><input id="job-role" name="role" required maxlength="120" autocomplete="organization-title"/></div>
<div class="field"><label for="job-kind">Kind of job</label><select id="job-kind" name="code">${kinds}</select></div>
<div class="field"><label for="job-start">Start date</label><input id="job-start" name="startDate" type="date" required/></div>
<div class="field"><label for="job-pay">Base pay a month, ₹ (optional)</label><input id="job-pay" name="baseSalaryMonthly" inputmode="numeric" maxlength="12"/></div>
<div class="field"><label for="job-letter">Offer or joining letter: PDF or photo (optional)</label><input id="job-letter" name="file" type="file" accept="application/pdf,image/jpeg,image/png,image/webp"/></div>
<button type="submit" data-busy="Sending…">Send</button></form>`;
}

/** The placement card of /my; empty for someone on no batch. */
export function placementCard(view: PlacementView) {
  if (view.outcome.batchEndDate === null) return "";
  const message = view.message
    ? `<p class="alert ${view.message.error ? "error" : "info"}" id="placement-message" role="${view.message.error ? "alert" : "status"}">${e(view.message.text)}</p>`
    : "";
  const drives = view.drives.length
    ? `<ul class="rows">${view.drives.map(driveItem).join("")}</ul>`
    : `<p class="empty">No drive for your course is open just now. New drives appear here.</p>`;
  const applications = view.placement.applications.length
    ? `<h3>Your applications</h3><ul class="rows">${view.placement.applications.map(applicationItem).join("")}</ul>`
    : "";
  return `<section class="card" id="placement" aria-labelledby="placement-title"><h2 id="placement-title">Placement</h2>${message}
${intentPart(view.placement)}<h3>Open drives</h3>${drives}${applications}${outcomePart(view)}</section>`;
}

/** The card's few rules, added to the page's own (./page-css.ts); the placement card spans both columns. */
export const PLACEMENT_CSS = `
.my #placement{grid-column:1 / -1}
.my #placement h3{font-size:1rem;font-weight:800;margin:1.1rem 0 .5rem;color:var(--color-brand-900,#1e1b4b)}
.my ul.rows .reasons li,.my ul.rows .stages li{display:list-item;padding:0;border:0}
.my .reasons,.my .stages{margin:.3rem 0 0;padding-left:1.1rem;font-size:.9rem;color:#475569}
.my .stages{list-style:none;padding-left:0}
.my .stages time{font-weight:600;color:#334155;margin-right:.4rem}
.my .intent fieldset{border:0;padding:0;margin:0 0 .75rem}
.my .intent legend{font-weight:700;margin-bottom:.35rem}
.my .intent label.choice{display:inline-flex;align-items:center;gap:.5rem;min-height:2.75rem;margin:0 1.5rem 0 0}
.my .intent input[type=radio]{width:1.25rem;height:1.25rem;margin:0;accent-color:var(--color-brand-700,#4338ca)}
.my select{width:100%;box-sizing:border-box;border:1px solid #94a3b8;border-radius:.6rem;padding:.75rem .8rem;font:inherit;font-size:1.05rem;background:#fff;color:inherit}
.my .report,.my .intent .field{max-width:32rem}
.my .report{display:grid;gap:.1rem}
`;
