import type { EnquiryInput } from "#contracts/enquiry";
import { tenDigitPhone } from "#contracts/phone";
import { z } from "#contracts/zod";
import type { Config } from "#server/config";
import type { IntegrationSpec } from "../common/integration-config";
import { readJson } from "../common/stored-json";

// Facebook and Instagram lead ads (docs/decisions/064): a `leadgen` event names a
// lead; its answers are read from the Graph API with the Page token. The token
// goes only into the Authorization header, never into a URL or a log line.

const TIMEOUT_MS = 15_000;

/** Lead ads need the Page token, and the app secret and verify token of the webhook they share with WhatsApp. */
export const LEAD_ADS: IntegrationSpec = {
  id: "lead-ads",
  name: "Facebook and Instagram lead ads",
  settings: ["META_PAGE_TOKEN", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"],
  switchedOnBy: "META_PAGE_TOKEN",
};

export interface GraphLead {
  id: string;
  created_time?: string;
  ad_id?: string;
  ad_name?: string;
  campaign_name?: string;
  form_id?: string;
  /** "fb" or "ig". */
  platform?: string;
  field_data?: { name?: string; values?: string[] }[];
}

/** How the Graph API's answers are read (docs/decisions/092). */
const graphLead: z.ZodType<GraphLead> = z.object({
  id: z.string(),
  created_time: z.string().optional(),
  ad_id: z.string().optional(),
  ad_name: z.string().optional(),
  campaign_name: z.string().optional(),
  form_id: z.string().optional(),
  platform: z.string().optional(),
  field_data: z.array(z.object({ name: z.string().optional(), values: z.array(z.string()).optional() })).optional(),
});
const graphError = z.object({ error: z.object({ message: z.string() }) });

/** A Graph answer we could not use; the text (Meta's reason) is shown to the admin. */
export class GraphError extends Error {}

export async function fetchLead(config: Config, leadgenId: string): Promise<GraphLead> {
  const fields = "created_time,ad_id,ad_name,campaign_name,form_id,platform,field_data";
  const url = `${config.WHATSAPP_API_BASE.replace(/\/+$/, "")}/${encodeURIComponent(leadgenId)}?fields=${fields}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${config.META_PAGE_TOKEN}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await res.text();
  if (!res.ok) {
    // Not JSON, or no message in it: the status says enough.
    const message = readJson(graphError, text)?.error.message;
    throw new GraphError(`Meta answered ${res.status}${message !== undefined ? `: ${message.slice(0, 300)}` : ""}`);
  }
  const lead = readJson(graphLead, text);
  if (!lead) throw new GraphError("Meta's answer was not a lead we can read");
  return lead;
}

/** The answers by the field names Meta's standard questions use (full_name, phone_number, email…). */
function answers(lead: GraphLead) {
  const map = new Map<string, string>();
  for (const f of lead.field_data ?? []) if (f.name && f.values?.[0]) map.set(f.name.toLowerCase(), f.values[0].trim());
  return map;
}

const STANDARD = new Set(["full_name", "first_name", "last_name", "phone_number", "email"]);

/**
 * The lead as a contact enquiry, with the ad as its origin: Facebook or Instagram
 * as the source, "lead_ad" as the medium and the campaign (or ad) as the campaign.
 * The custom questions' answers become the message.
 */
export function leadAsEnquiry(lead: GraphLead): EnquiryInput {
  const a = answers(lead);
  const name = a.get("full_name") ?? [a.get("first_name"), a.get("last_name")].filter(Boolean).join(" ");
  const custom = [...a.entries()].filter(([k]) => !STANDARD.has(k)).map(([k, v]) => `${k.replace(/_/g, " ")}: ${v}`);
  return {
    form: "contact",
    name,
    phone: tenDigitPhone(a.get("phone_number") ?? "") ?? a.get("phone_number") ?? "",
    email: a.get("email") ?? "",
    message: ["Sent through a lead ad form", ...custom].join("\n").slice(0, 2000),
    utmSource: lead.platform === "ig" ? "instagram" : "facebook",
    utmMedium: "lead_ad",
    utmCampaign: (lead.campaign_name ?? lead.ad_name ?? lead.ad_id)?.slice(0, 100),
  } as EnquiryInput;
}

/** The leadgen events of a Page webhook delivery (object "page", field "leadgen"); other parts are skipped. */
export function readLeadgen(body: { object: string; entry: { changes: { field: string; value: unknown }[] }[] }) {
  if (body.object !== "page") return [];
  const events: { leadgenId: string; formId: string | null; adId: string | null }[] = [];
  for (const entry of body.entry)
    for (const change of entry.changes) {
      if (change.field !== "leadgen" || !change.value || typeof change.value !== "object") continue;
      const v = change.value as Record<string, unknown>;
      const id = typeof v.leadgen_id === "string" || typeof v.leadgen_id === "number" ? String(v.leadgen_id) : "";
      if (!/^\d{1,40}$/.test(id)) continue;
      const text = (x: unknown) => (typeof x === "string" || typeof x === "number" ? String(x).slice(0, 100) : null);
      events.push({ leadgenId: id, formId: text(v.form_id), adId: text(v.ad_id) });
    }
  return events;
}
