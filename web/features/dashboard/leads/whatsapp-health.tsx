import { useQuery } from "@tanstack/react-query";
import { formatInstituteTime } from "#contracts/enquiry-inbox";
import { settingsToSet } from "#contracts/integrations";
import type { WebhookKind } from "#contracts/whatsapp";
import { WhatsAppIcon } from "#web/components/icons";
import { fetchIntegrations } from "../payments/api";
import { keys } from "../queries/keys";
import { fetchWhatsAppHealth } from "./whatsapp-api";
import { HEALTH_KEY, HeldMessages } from "./whatsapp-held";

// On the admin overview (docs/decisions/064, 065, 073): is WhatsApp working?
// Connected or not (half set up: what is missing), when Meta last accepted a
// message of ours, the last one from a student, the last verified delivery of
// Meta's webhook of any kind, the last failure, webhook deliveries we stored but
// could not take (docs/decisions/085), lead-ads leads that could not be read, and the
// automatic messages to new numbers: how many went in 24 hours of the day's limit,
// and those held past it with Send now (docs/decisions/082). A problem is never
// silent: a token Meta refuses turns the card red (docs/decisions/086).

const HEALTH_REFRESH_MS = 60_000;

const when = (at: string | null, none: string) => (at ? formatInstituteTime(at) : none);

/** What the last verified webhook delivery brought (docs/decisions/073), in the admin's words. */
const BROUGHT: Record<WebhookKind, string> = {
  messages: "a student's message",
  statuses: "delivery reports",
  leadgen: "a lead-ads lead",
  other: "nothing we use",
};

export function WhatsAppHealthCard() {
  const integrations = useQuery({ queryKey: keys.integrations, queryFn: ({ signal }) => fetchIntegrations(signal) });
  const whatsapp = integrations.data?.find((i) => i.id === "whatsapp");
  const leadAds = integrations.data?.find((i) => i.id === "lead-ads");
  const used = whatsapp?.state === "complete" || leadAds?.state === "complete";
  const health = useQuery({
    queryKey: HEALTH_KEY,
    queryFn: ({ signal }) => fetchWhatsAppHealth(signal),
    enabled: used,
    refetchInterval: HEALTH_REFRESH_MS,
  });
  if (!whatsapp) return null;
  const h = health.data;
  const tokenRefused = whatsapp.state === "complete" && h?.token ? h.token : null;

  return (
    <section
      aria-labelledby="whatsapp-health-title"
      data-state={tokenRefused ? "broken" : whatsapp.state}
      className={`rounded-2xl p-4 shadow-sm sm:p-5 ${tokenRefused ? "bg-red-50 ring-2 ring-red-600" : "bg-white ring-1 ring-slate-200"}`}
    >
      <h2 id="whatsapp-health-title" className="mb-2 flex items-center gap-2 text-base font-bold text-brand-900">
        <WhatsAppIcon className="h-5 w-5 text-emerald-600" />
        WhatsApp
      </h2>
      {whatsapp.state === "off" ? (
        <p className="text-sm text-slate-600">
          Not connected: students get no automatic messages and replies cannot be sent from the dashboard. To connect, {settingsToSet(whatsapp.missing)} in the
          server's configuration (see the README).
        </p>
      ) : whatsapp.state === "half" ? (
        <p role="status" className="text-sm font-semibold text-amber-900">
          Half set up, so still off: {settingsToSet(whatsapp.missing)} and restart the server.
        </p>
      ) : tokenRefused ? (
        <div role="alert" className="space-y-1 text-sm text-red-800">
          <p className="font-bold">Not working: Meta refuses our access token since {formatInstituteTime(tokenRefused.since)}.</p>
          <p>
            No WhatsApp message reaches students until it is replaced: create a new token in Meta's Business Settings, put it in WHATSAPP_TOKEN and restart the
            server. Waiting messages go then.
          </p>
          <p className="break-words">Meta said: {tokenRefused.error}</p>
          <p>
            {tokenRefused.adminsEmailedAt
              ? `The admins were emailed on ${formatInstituteTime(tokenRefused.adminsEmailedAt)}.`
              : "No email could be sent about it (is email set up?)."}
          </p>
        </div>
      ) : (
        <p className="text-sm font-semibold text-emerald-800">Connected.</p>
      )}
      {used && health.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Could not read how WhatsApp is doing just now.
        </p>
      )}
      {used && h && (
        <>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="font-semibold text-slate-600">Last message sent</dt>
            <dd className="text-slate-900">{when(h.lastSentAt, "none yet")}</dd>
            <dt className="font-semibold text-slate-600">Last message from a student</dt>
            <dd className="text-slate-900">{when(h.lastReceivedAt, "none yet")}</dd>
            <dt className="font-semibold text-slate-600">Last word from Meta's webhook</dt>
            <dd className="text-slate-900">{h.lastWebhook ? `${formatInstituteTime(h.lastWebhook.at)} (${BROUGHT[h.lastWebhook.kind]})` : "nothing yet"}</dd>
            <dt className="font-semibold text-slate-600">Last failure</dt>
            <dd className={h.lastFailure ? "break-words text-red-700" : "text-slate-900"}>
              {h.lastFailure ? `${formatInstituteTime(h.lastFailure.at)}: ${h.lastFailure.error}` : "none"}
            </dd>
            {whatsapp.state === "complete" && (
              <>
                <dt className="font-semibold text-slate-600">Automatic messages to new numbers, last 24 hours</dt>
                <dd className={h.automatic.held > 0 ? "font-semibold text-amber-900" : "text-slate-900"}>
                  {h.automatic.sentLast24h} sent of {h.automatic.perDay} a day
                  {h.automatic.held > 0 ? `, ${h.automatic.held} held` : ""}
                </dd>
              </>
            )}
            {h.webhookProblems.count > 0 && (
              <>
                <dt className="font-semibold text-slate-600">Webhook deliveries not taken</dt>
                <dd className="break-words text-red-700">
                  {h.webhookProblems.count}
                  {h.webhookProblems.last && ` (latest ${formatInstituteTime(h.webhookProblems.last.at)}: ${h.webhookProblems.last.error})`}
                </dd>
              </>
            )}
          </dl>
          <HeldMessages count={h.automatic.held} />
          {leadAds && leadAds.state !== "off" && (
            <div className="mt-3 text-sm">
              <p className="font-semibold text-slate-700">
                Facebook and Instagram lead ads:{" "}
                {leadAds.state === "half" ? `half set up, ${settingsToSet(leadAds.missing)}` : h.leadAds.length === 0 ? "working" : "some leads not read"}
              </p>
              {h.leadAds.length > 0 && (
                <ul className="mt-1 space-y-1">
                  {h.leadAds.map((l) => (
                    <li key={l.leadgenId} className="break-words text-red-700">
                      Lead {l.leadgenId} ({l.status === "failed" ? "given up" : `trying again, ${l.attempts} attempts`}, {formatInstituteTime(l.at)}): {l.error}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
