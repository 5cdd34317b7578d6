import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { HELD_MESSAGES, type HeldMessage } from "#contracts/auto-messages";
import { formatInstituteTime } from "#contracts/enquiry-inbox";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { notifyFailure } from "../kit/notify";
import { Spinner } from "../kit/spinner";
import { loadError } from "../queries/list-state";
import { enquiryHref } from "./lead-links";
import { fetchHeldMessages, sendHeldMessage } from "./whatsapp-api";

// On the Overview's WhatsApp card (docs/decisions/082): the automatic messages
// held because the day's limit for numbers that never wrote to us
// (AUTO_MESSAGES_PER_DAY) was reached, each with Send now. Nothing past the
// limit is dropped; an admin decides what goes.

const HELD_KEY = ["whatsapp", "held"] as const;
/** The list read for this many held messages: a new count (the health card's) reads it again. */
export const heldKey = (count: number) => [...HELD_KEY, count] as const;
export const HEALTH_KEY = ["whatsapp", "health"] as const;

const KIND_WORDS: Record<string, string> = { acknowledgement: "Acknowledgement" };

export function HeldMessages({ count }: { count: number }) {
  const client = useQueryClient();
  const list = useQuery({ queryKey: heldKey(count), queryFn: ({ signal }) => fetchHeldMessages(signal), enabled: count > 0 });
  const [sending, setSending] = useState<string | null>(null);

  const send = async (message: HeldMessage) => {
    setSending(message.id);
    try {
      const answer = await sendHeldMessage(message.id);
      if (answer.message === HELD_MESSAGES.sent) notify.success(`Sent to ${message.name}`);
      else notify.warning(answer.message);
    } catch (err) {
      notifyFailure("Could not send the held message", err);
    } finally {
      setSending(null);
      await Promise.all([client.invalidateQueries({ queryKey: HELD_KEY }), client.invalidateQueries({ queryKey: HEALTH_KEY })]);
    }
  };

  if (count === 0) return null;
  const data = list.data;
  return (
    <div className="mt-3 text-sm">
      <h3 className="font-semibold text-amber-900">
        {count === 1 ? "1 automatic message held" : `${count} automatic messages held`}: the 24-hour limit for numbers that have not written to us is reached
      </h3>
      <p className="mt-1 text-slate-600">They wait here, not sent. Send one now if the enquiry looks real.</p>
      {list.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          Could not load the held messages. {loadError(list.error)}
        </p>
      ) : !data ? (
        <p role="status" className="mt-2 flex items-center gap-2 text-slate-600">
          <Spinner className="h-4 w-4" /> Loading…
        </p>
      ) : (
        <>
          <ul aria-label="Held automatic messages" className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            {data.messages.map((m) => (
              <li key={m.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link to={enquiryHref(m.enquiryId)} className="block truncate font-semibold text-brand-800 underline-offset-2 hover:underline">
                    {m.name}
                  </Link>
                  <p className="break-words text-xs text-slate-600">
                    {KIND_WORDS[m.kind] ?? m.kind} by {m.channel === "email" ? "email" : "WhatsApp"} to {m.to}, held {formatInstituteTime(m.heldAt)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="primary"
                  className="shrink-0 self-start sm:self-center"
                  disabled={sending !== null}
                  aria-busy={sending === m.id || undefined}
                  aria-label={`Send now to ${m.name}`}
                  onClick={() => void send(m)}
                >
                  {sending === m.id && <Spinner className="h-3.5 w-3.5" />}
                  Send now
                </Button>
              </li>
            ))}
          </ul>
          {data.total > data.messages.length && (
            <p className="mt-1 text-xs text-slate-600">…and {data.total - data.messages.length} more after these are sent.</p>
          )}
        </>
      )}
    </div>
  );
}
