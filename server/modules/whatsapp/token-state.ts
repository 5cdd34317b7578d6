// Whether Meta accepts our WhatsApp access token (docs/decisions/086): the first
// send refused for the token marks it broken (the health card turns red) and
// emails the admins once; the next send Meta accepts marks it working again.

import { formatInstituteTime } from "#contracts/institute-time";
import { type Config, siteUrl } from "#server/config";
import type { Db } from "#server/db/types";
import { nowIso } from "../common/clock";
import { createMailer } from "../mail";

/** Where the alert goes: the verified admins' addresses (not the "@localhost" stand-in of a first account without one), else MAIL_TO. */
async function alertRecipients(db: Db, config: Config): Promise<string[]> {
  const admins = await db.selectFrom("users").select("email").where("role", "=", "admin").where("is_verified", "=", 1).execute();
  const addresses = [...new Set(admins.map((a) => a.email.trim()).filter((e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(e)))];
  if (addresses.length > 0) return addresses;
  return config.MAIL_TO ? [config.MAIL_TO] : [];
}

/** The alert: what broke, what it stops, and how to mend it. Never the token itself. */
export function tokenAlert(config: Config, since: string, error: string) {
  const dashboard = `${siteUrl(config).replace(/\/+$/, "")}/dashboard`;
  return {
    subject: "WhatsApp has stopped sending: Meta refused the access token",
    text: [
      `Since ${formatInstituteTime(since)}, Meta refuses the WhatsApp access token the website sends messages with, so no WhatsApp message reaches a student: not the automatic ones, not the counsellors' replies.`,
      "",
      `Meta said: ${error}`,
      "",
      "To mend it: create a new access token in Meta's Business Settings (a system user's token does not expire), put it in WHATSAPP_TOKEN in the server's configuration and restart the server. The messages waiting are sent then.",
      "",
      `The WhatsApp card on the dashboard shows it in red until then: ${dashboard}`,
      "You get this email once. Another comes only if the token works again and is then refused again.",
    ].join("\n"),
  };
}

/**
 * A send was refused for the token: mark it broken (kept from the first refusal)
 * and email the admins if nobody has for this breakage. The email is claimed by a
 * guarded update first, so two servers failing at once send one.
 */
export async function tokenRefused(db: Db, config: Config, error: string, now: number): Promise<void> {
  const at = nowIso(now);
  await db.updateTable("whatsapp_token_state").set({ broken_at: at, error, emailed_at: null }).where("id", "=", 1).where("broken_at", "is", null).execute();
  if (!config.SMTP_URL) return;
  const to = await alertRecipients(db, config);
  if (to.length === 0) return;
  const claimed = await db
    .updateTable("whatsapp_token_state")
    .set({ emailed_at: at })
    .where("id", "=", 1)
    .where("broken_at", "is not", null)
    .where("emailed_at", "is", null)
    .returning(["broken_at", "error"])
    .executeTakeFirst();
  if (!claimed) return;
  const mailer = createMailer(config);
  try {
    await mailer.sendToStudent({ to: to.join(", "), ...tokenAlert(config, claimed.broken_at!, claimed.error ?? error) });
  } catch {
    // The mail server is down too: the claim is given back, and the next refused send tries the email again.
    await db.updateTable("whatsapp_token_state").set({ emailed_at: null }).where("id", "=", 1).where("emailed_at", "=", at).execute();
  } finally {
    mailer.close();
  }
}

/** Meta accepted a send: the token works (again). One guarded update, a no-op while it was never broken. */
export async function tokenWorks(db: Db): Promise<void> {
  await db
    .updateTable("whatsapp_token_state")
    .set({ broken_at: null, error: null, emailed_at: null })
    .where("id", "=", 1)
    .where("broken_at", "is not", null)
    .execute();
}

/** The health card's line: since when the token is refused, Meta's words, when the admins were told; null while it works. */
export async function tokenProblem(db: Db) {
  const row = await db.selectFrom("whatsapp_token_state").selectAll().where("id", "=", 1).executeTakeFirst();
  if (!row?.broken_at) return null;
  return { since: row.broken_at, error: row.error ?? "", adminsEmailedAt: row.emailed_at };
}
