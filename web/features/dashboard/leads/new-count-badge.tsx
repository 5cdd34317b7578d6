// The sidebar's counts after Enquiries: new, due today or overdue, and WhatsApp messages waiting for an
// answer.

import { WhatsAppIcon } from "#web/components/icons";
import { useInboxCounts } from "./inbox-queries";

const shown = (n: number) => (n > 99 ? "99+" : String(n));

/**
 * The sidebar's counts after Enquiries: new enquiries, leads due today or overdue
 * ("Due 3", in words as well as colour), then students' WhatsApp messages waiting
 * for our answer on my leads (admins: every lead). Nothing while loading or at 0.
 */
export function InboxBadges() {
  const counts = useInboxCounts();
  if (!counts || (!counts.newCount && !counts.dueCount && !counts.awaitingCount)) return null;
  return (
    <span className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-1">
      {counts.newCount > 0 && (
        <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold tabular-nums text-brand-900" title={`${counts.newCount} new enquiries`}>
          {shown(counts.newCount)}
          <span className="sr-only"> new</span>
        </span>
      )}
      {counts.dueCount > 0 && (
        <span
          className="whitespace-nowrap rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold tabular-nums text-white"
          title={`${counts.dueCount} due today or overdue`}
        >
          Due {shown(counts.dueCount)}
        </span>
      )}
      {counts.awaitingCount > 0 && (
        <span
          className="inline-flex items-center gap-0.5 whitespace-nowrap rounded-full bg-emerald-700 px-1.5 py-0.5 text-xs font-bold tabular-nums text-white"
          title={`${counts.awaitingCount} WhatsApp messages from students waiting for our reply`}
          data-testid="whatsapp-unread"
        >
          <WhatsAppIcon className="h-3 w-3" />
          {shown(counts.awaitingCount)}
          <span className="sr-only"> WhatsApp messages waiting for our reply</span>
        </span>
      )}
    </span>
  );
}
