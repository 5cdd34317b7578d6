// The lead's timeline in the lead view: every submission, call, note, message, change and payment, newest
// first.

import { type ActivityKind, type EnquiryDetail, type TimelineEntry, formatInstituteTime } from "#contracts/enquiry-inbox";
import { type IconProps, MailIcon, PhoneIcon, WhatsAppIcon, outlineIcon } from "#web/components/icons";
import { HistoryIcon, PencilIcon, UsersIcon } from "../kit/dashboard-icons";
import { InboxIcon } from "./icons";
import { FIELD_LABELS, orderedFields } from "./labels";

const FlagIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M4 22V4M4 4h13l-2 4 2 4H4" />
  </svg>
);
const MergeIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M6 3v6a6 6 0 0 0 6 6h6M15 12l3 3-3 3M6 21v-6" />
  </svg>
);

const RupeeIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <path d="M6 4h12M6 9h12M9 4c6 0 6 10 0 10H6l8 6" />
  </svg>
);

const KIND: Record<ActivityKind, { label: string; Icon: (p: IconProps) => React.ReactNode; tone: string }> = {
  submission: { label: "Enquiry", Icon: InboxIcon, tone: "bg-sky-100 text-sky-800" },
  note: { label: "Note", Icon: PencilIcon, tone: "bg-slate-100 text-slate-700" },
  call: { label: "Call", Icon: PhoneIcon, tone: "bg-amber-100 text-amber-800" },
  whatsapp: { label: "WhatsApp", Icon: WhatsAppIcon, tone: "bg-emerald-100 text-emerald-800" },
  status: { label: "Status", Icon: FlagIcon, tone: "bg-violet-100 text-violet-800" },
  assignment: { label: "Owner", Icon: UsersIcon, tone: "bg-slate-100 text-slate-700" },
  follow_up: { label: "Follow-up", Icon: HistoryIcon, tone: "bg-slate-100 text-slate-700" },
  merge: { label: "Merged", Icon: MergeIcon, tone: "bg-slate-100 text-slate-700" },
  payment: { label: "Payment", Icon: RupeeIcon, tone: "bg-emerald-100 text-emerald-800" },
};

const who = (e: TimelineEntry) => e.by?.username ?? (e.kind === "submission" ? "Visitor" : "System");

/**
 * What a later submission sent, as the visitor typed it. A submission from a known
 * phone or email only joins the lead (docs/decisions/035): staff read here what it
 * said, and decide what it changes. (The first submission is the detail's own fields.)
 */
function SubmittedFields({ entry }: { entry: TimelineEntry }) {
  const fields = entry.detail.fields;
  if (!fields || typeof fields !== "object") return null;
  const rows = orderedFields(fields as Record<string, unknown>);
  if (rows.length === 0) return null;
  return (
    <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 rounded-lg bg-slate-50 px-2 py-1 text-xs ring-1 ring-slate-200">
      {rows.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-semibold text-slate-500">{key === "demoAt" ? "Demo class asked for" : (FIELD_LABELS[key] ?? key)}</dt>
          <dd className="whitespace-pre-wrap break-words text-slate-800">{key === "demoAt" ? formatInstituteTime(value) : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything that happened to a lead, latest first: what, who and when. */
export function DetailTimeline({ detail }: { detail: EnquiryDetail }) {
  const entries = [...detail.timeline].reverse();
  const first = detail.timeline.find((e) => e.kind === "submission");
  return (
    <section aria-labelledby="timeline-title">
      <h3 id="timeline-title" className="mb-2 text-sm font-bold text-brand-900">
        Timeline <span className="font-normal text-slate-500">(latest first)</span>
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing recorded yet.</p>
      ) : (
        <ol className="space-y-3" aria-label="Timeline">
          {entries.map((e) => {
            const kind = KIND[e.kind] ?? { label: e.kind, Icon: MailIcon, tone: "bg-slate-100 text-slate-700" };
            return (
              <li key={e.id} className="flex gap-3">
                <span className={`mt-0.5 grid h-7 w-7 shrink-0 place-items-center rounded-full ${kind.tone}`} aria-hidden="true">
                  <kind.Icon className="h-3.5 w-3.5" />
                </span>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="whitespace-pre-wrap break-words text-slate-900">
                    <span className="sr-only">{kind.label}: </span>
                    {e.text}
                  </p>
                  {e.kind === "submission" && e !== first && <SubmittedFields entry={e} />}
                  <p className="text-xs text-slate-500">
                    {who(e)} · <time dateTime={e.at}>{formatInstituteTime(e.at)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Where the visitor came from: the page they sent it on, the site that sent them, the campaign. */
export function DetailSource({ detail }: { detail: EnquiryDetail }) {
  const o = detail.origin;
  const rows: [string, string | null][] = [
    ["Source", detail.source],
    ["Page", o.page],
    ["Referred by", o.referrerHost],
    ["UTM source", o.utmSource],
    ["UTM medium", o.utmMedium],
    ["UTM campaign", o.utmCampaign],
  ];
  return (
    <section aria-labelledby="source-title">
      <h3 id="source-title" className="mb-2 text-sm font-bold text-brand-900">
        Where they came from
      </h3>
      <dl className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-semibold text-slate-500">{k}</dt>
              <dd className="break-words text-slate-900">{v}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
