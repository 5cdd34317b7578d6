// The card on /my where a student chooses to show their proven placement on the
// website (docs/decisions/097): a plain form post, complete without JavaScript.
import type { PlacementConsent } from "#contracts/placement-proof";
import { escapeHtml as e } from "../certificates";

const SHOWN_FIELDS = "your name, course, batch, employer, role and start month";

const toggle = (show: boolean, label: string, quiet: boolean) =>
  `<form method="post" action="/my/placement-consent" class="row"><input type="hidden" name="show" value="${show ? "1" : "0"}"/><button type="submit"${quiet ? ` class="quiet"` : ""} data-busy="Saving…">${label}</button></form>`;

export function consentCard(consent: PlacementConsent | undefined) {
  if (!consent) return "";
  let body: string;
  if (consent.show && consent.verifyPath)
    body = `<p><span class="chip valid">Shown</span> Your placement is on our placements page, marked Verified, with ${SHOWN_FIELDS}. Your salary is never shown.</p>
<p><a href="${e(consent.verifyPath)}">Open its public page</a> to share it with anyone.</p>${toggle(false, "Stop showing it", true)}`;
  else if (consent.show)
    body = `<p><span class="chip">Agreed</span> Your placement will be shown once the placement officer has your offer or joining letter, or your employer's confirmation.</p>${toggle(false, "Do not show it", true)}`;
  else
    body = `<p>Let future students see where you work: with your agreement, our placements page shows ${SHOWN_FIELDS}, marked Verified, once your placement is proven. Your salary is never shown, and you can stop it at any time.</p>${toggle(true, "Show my placement", false)}`;
  return `<section class="card" id="show-placement" aria-labelledby="show-placement-title"><h2 id="show-placement-title">Your placement on our website</h2>${body}</section>`;
}
