import { useEffect, useRef } from "react";
import { type EnquiryDetail, formatInstituteTime } from "#contracts/enquiry-inbox";
import type { LeadWhatsApp, WhatsAppMessage } from "#contracts/whatsapp";
import { WhatsAppIcon } from "#web/components/icons";
import { WhatsAppMedia } from "./whatsapp-media";
import { WhatsAppComposer } from "./whatsapp-composer";

// The WhatsApp conversation on the lead (docs/decisions/064, 065): the messages as
// a chat, each with its delivery state (and WhatsApp's reason when it failed, in
// plain words for Meta's answers we know, docs/decisions/086), the
// student's STOP shown plainly, and the composer under it. The lead is read again
// every few seconds while it is open (useEnquiry), so a reply or a "read" appears
// without a reload.

interface WhatsAppPanelProps {
  detail: EnquiryDetail;
  /** The conversation as the server answered a message sent from here. */
  onSent: (conversation: LeadWhatsApp) => void;
}

const STATE: Record<WhatsAppMessage["status"], { label: string; tone: string }> = {
  received: { label: "", tone: "" },
  queued: { label: "Sending…", tone: "text-slate-500" },
  sent: { label: "Sent ✓", tone: "text-slate-500" },
  delivered: { label: "Delivered ✓✓", tone: "text-slate-600" },
  read: { label: "Read ✓✓", tone: "font-semibold text-sky-700" },
  failed: { label: "Not delivered", tone: "font-semibold text-red-700" },
};

function whoSent(m: WhatsAppMessage, studentName: string) {
  if (m.direction === "in") return studentName;
  if (m.automatic) return "Automatic message";
  return m.by ?? "Staff";
}

function Bubble({ message, studentName, leadId }: { message: WhatsAppMessage; studentName: string; leadId: string }) {
  const out = message.direction === "out";
  const state = STATE[message.status];
  return (
    <li className={`flex ${out ? "justify-end" : "justify-start"}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm ring-1 ${
          out ? "rounded-br-sm bg-emerald-50 ring-emerald-200" : "rounded-bl-sm bg-white ring-slate-200"
        }`}
      >
        <p className="text-xs font-semibold text-slate-600">{whoSent(message, studentName)}</p>
        <p className="mt-0.5 whitespace-pre-wrap break-words text-slate-900">{message.text}</p>
        {message.media && <WhatsAppMedia leadId={leadId} messageId={message.id} media={message.media} />}
        <p className="mt-1 flex flex-wrap items-center justify-end gap-x-2 text-xs text-slate-500">
          <time dateTime={message.at}>{formatInstituteTime(message.at)}</time>
          {out && <span className={state.tone}>{state.label}</span>}
        </p>
        {out && message.error && (
          <p className={`mt-1 break-words text-xs ${message.status === "failed" ? "text-red-700" : "text-amber-800"}`}>
            {message.status === "failed" ? "Why: " : "Not sent yet, trying again: "}
            {message.error}
          </p>
        )}
      </div>
    </li>
  );
}

/** The conversation and its composer; one line when WhatsApp is not set up on this server. */
export function WhatsAppPanel({ detail, onSent }: WhatsAppPanelProps) {
  const talk = detail.whatsapp;
  const list = useRef<HTMLOListElement>(null);
  const count = talk.messages.length;
  // The latest message in view, as in any chat, when the lead opens and when one arrives.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count, detail.id]);

  return (
    <section aria-labelledby="whatsapp-title" className="space-y-3" data-testid="whatsapp-panel">
      <h3 id="whatsapp-title" className="flex items-center gap-2 text-sm font-bold text-brand-900">
        <WhatsAppIcon className="h-4 w-4 text-emerald-600" />
        WhatsApp conversation
      </h3>
      {!talk.configured && count === 0 ? (
        <p className="text-sm text-slate-600">WhatsApp is not connected on this server yet, so messages cannot be sent or received here.</p>
      ) : (
        <>
          {talk.optedOutAt && (
            <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
              <strong>Wrote STOP on {formatInstituteTime(talk.optedOutAt)}.</strong> No automatic messages go to this student until they write START. You can
              still answer them yourself.
            </p>
          )}
          {count === 0 ? (
            <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">No WhatsApp messages with this student yet.</p>
          ) : (
            <ol
              ref={list}
              aria-label={`WhatsApp messages with ${detail.name}`}
              aria-live="polite"
              tabIndex={0}
              className="max-h-96 space-y-2 overflow-y-auto rounded-xl bg-slate-100 p-3 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {talk.messages.map((m) => (
                <Bubble key={m.id} message={m} studentName={detail.name} leadId={detail.id} />
              ))}
            </ol>
          )}
          {talk.configured ? (
            <WhatsAppComposer key={detail.id} detail={detail} onSent={onSent} />
          ) : (
            <p className="text-sm text-slate-600">WhatsApp is not connected on this server now, so nothing can be sent from here.</p>
          )}
        </>
      )}
    </section>
  );
}
