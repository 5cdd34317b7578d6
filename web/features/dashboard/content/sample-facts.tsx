import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { sectionPath } from "#contracts/dashboard-paths";
import { AlertIcon } from "../kit/dashboard-icons";
import { keys } from "../queries/keys";
import { loadContentStatus } from "./api";

// Site facts that still hold the placeholder values of a new installation
// (phone, email, address…). The server decides which; the dashboard warns
// until they are replaced.

/**
 * The labels of the facts still holding sample values ("Phone", "Email"…);
 * null until known, and for staff whose role may not edit content. A save or
 * restore of the site facts invalidates it (keys.contentStatus).
 */
export function useSampleFacts() {
  // A counsellor may not see content (403), or the network failed: no warning
  // is better than a wrong one; the Site facts section says the same again.
  const query = useQuery({ queryKey: keys.contentStatus, queryFn: ({ signal }) => loadContentStatus(signal) });
  return query.data?.sampleFacts ?? null;
}

/** At the top of every dashboard section while any site fact is still a sample. */
export function SampleFactsBanner({ onSiteFacts }: { onSiteFacts: boolean }) {
  const facts = useSampleFacts();
  if (!facts || facts.length === 0) return null;
  return (
    <div
      role="region"
      aria-label="Sample site facts"
      className="mb-6 flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex gap-3">
        <AlertIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" />
        <span>
          <strong className="font-semibold">Some site facts are still sample values:</strong> {facts.join(", ")}. Replace them before launch.
        </span>
      </p>
      {!onSiteFacts && (
        <Link
          to={sectionPath("site")}
          className="shrink-0 self-start rounded-lg bg-white px-3 py-1.5 font-semibold text-amber-900 shadow-sm ring-1 ring-amber-300 hover:bg-amber-100 sm:self-auto"
        >
          Edit site facts
        </Link>
      )}
    </div>
  );
}
