// What Meta's refusals do to a message (docs/decisions/086), whether Meta refused
// the send itself or reported the message "failed" later: sent again, waited for,
// or given up, and said in plain words on the lead.

import { REFUSAL_WORDS, RESENDING_AS_TEMPLATE, type WhatsAppRefusal, refusalOf } from "#contracts/whatsapp";
import type { Config } from "#server/config";
import type { Db, WhatsAppMessagesTable } from "#server/db/types";
import { nowIso } from "../common/clock";
import { markWhatsAppUnreachable } from "../leads";
import { backoffMs, enqueueMessage, FinalRefusal } from "../outbox";
import { CloudApiError } from "./cloud-api";
import type { WhatsAppPayload } from "./messages";
import { tokenRefused } from "./token-state";

/** A message Meta refused in a delivery report is queued again at most this often (a rate limit that does not lift is given up). */
export const MAX_RESENDS = 3;

/** Plain words first, then Meta's own, for whoever has to ask Meta about it. */
export const refusalText = (refusal: WhatsAppRefusal, metaWords: string) => `${REFUSAL_WORDS[refusal]} Meta's words: ${metaWords}`.slice(0, 1000);

/** Meta said the number is not on WhatsApp (docs/decisions/066); a message from the student clears it. The lead's write is the leads module's (docs/decisions/081). */
export const markUnreachable = markWhatsAppUnreachable;

type Refused = Pick<WhatsAppMessagesTable, "id" | "enquiry_id" | "template" | "error_code" | "resends">;

/**
 * A message with its own approved template that Meta refused as outside the
 * 24-hour window (131047) is sent once more as that template; a second 131047,
 * or free text (which has no template), needs staff to choose one.
 */
const resendsAsTemplate = (message: Refused, refusal: WhatsAppRefusal | null) =>
  refusal === "needs_template" && message.template !== null && Number(message.error_code ?? 0) !== 131047;

/**
 * Meta refused the send (the outbox's attempt threw): writes why on the message
 * and answers the error for the outbox to throw, a FinalRefusal when no later
 * attempt can change Meta's answer, else an error the outbox tries again after
 * its back-off (a rate limit, the token, a template sent once more).
 */
export async function refusedSend(db: Db, config: Config, message: Refused, err: unknown, now: number): Promise<Error> {
  const words = err instanceof Error ? err.message : String(err);
  const code = err instanceof CloudApiError ? err.code : null;
  const refusal = err instanceof CloudApiError ? refusalOf(err.code, err.status) : null;
  const note = async (error: string, resent = false) =>
    db
      .updateTable("whatsapp_messages")
      .set((eb) => ({
        error,
        error_code: code,
        updated_at: nowIso(now),
        ...(resent && { resends: eb("resends", "+", 1) }),
      }))
      .where("id", "=", message.id)
      .execute();
  if (refusal === null) {
    // Shown on the message while the outbox keeps trying; the row stays queued so a later attempt sends it.
    await note(words);
    return err instanceof Error ? err : new Error(words);
  }
  if (refusal === "not_on_whatsapp") {
    // Later automatic messages go by email at once, and this one is given up now (then emailed, 066).
    await note(words);
    await markUnreachable(db, message.enquiry_id, now);
    return new FinalRefusal(words);
  }
  if (resendsAsTemplate(message, refusal)) {
    await note(RESENDING_AS_TEMPLATE, true);
    return new Error(RESENDING_AS_TEMPLATE);
  }
  const text = refusalText(refusal, words);
  await note(text);
  if (refusal === "token") await tokenRefused(db, config, words, now);
  // Too many at once, or a token an admin will replace: later attempts can succeed. Anything else Meta meant for good.
  return refusal === "rate_limited" || refusal === "token" ? new Error(text) : new FinalRefusal(text);
}

/**
 * A "failed" delivery report with this code: whether the message is queued again
 * instead of failing (a template after 131047 at once, a rate-limited one after a
 * back-off), with the words staff see meanwhile. Null: it fails.
 */
export function resendAfterReport(message: Refused, code: number | null, config: Pick<Config, "OUTBOX_RETRY_BASE_MS" | "OUTBOX_RETRY_MAX_MS">) {
  const refusal = refusalOf(code);
  if (Number(message.resends ?? 0) >= MAX_RESENDS) return null;
  if (resendsAsTemplate(message, refusal)) return { delayMs: 0, error: RESENDING_AS_TEMPLATE };
  if (refusal === "rate_limited")
    return {
      delayMs: backoffMs(Number(message.resends ?? 0) + 1, { baseMs: config.OUTBOX_RETRY_BASE_MS, maxMs: config.OUTBOX_RETRY_MAX_MS }),
      error: REFUSAL_WORDS.rate_limited,
    };
  return null;
}

/**
 * Queues a reported-failed message again, in the caller's transaction: back to
 * "queued" without its old wamid (a replay of the old report then finds nothing
 * to fail), and a new outbox row due after `delayMs` on the outbox's clock.
 */
export async function queueAgain(db: Db, message: Refused, code: number | null, plan: { delayMs: number; error: string }, now: number) {
  await db
    .updateTable("whatsapp_messages")
    .set((eb) => ({
      status: "queued",
      wa_id: null,
      sent_at: null,
      error: plan.error,
      error_code: code,
      resends: eb("resends", "+", 1),
      updated_at: nowIso(now),
    }))
    .where("id", "=", message.id)
    .execute();
  await enqueueMessage(db, message.enquiry_id, "whatsapp", { whatsappMessageId: message.id } satisfies WhatsAppPayload, Date.now() + plan.delayMs);
}

/** The words a failed report leaves on the message: plain ones for the answers we know. */
export function reportedFailure(code: number | null, metaWords: string | null): string {
  const words = metaWords ?? "WhatsApp could not deliver the message";
  const refusal = refusalOf(code);
  return refusal && refusal !== "not_on_whatsapp" ? refusalText(refusal, words) : words;
}
