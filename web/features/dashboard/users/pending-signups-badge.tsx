// The Users link's count in the sidebar, apart from the Users section so the sidebar does not load it (docs/decisions/088).
import { useQuery } from "@tanstack/react-query";
import { usersQuery } from "./api";

/** How often the sidebar looks again for sign-ups waiting to be verified. */
const PENDING_REFRESH_MS = 60_000;

/**
 * The sidebar's count after Users: sign-ups waiting for an admin to verify them
 * (a colleague cannot log in until then). Read with the users table's own key, so
 * verifying or deleting someone there updates it at once. Nothing at 0.
 */
export function PendingSignupsBadge() {
  const { data } = useQuery({ ...usersQuery, refetchInterval: PENDING_REFRESH_MS });
  const pending = data?.filter((u) => !u.isVerified).length ?? 0;
  if (!pending) return null;
  return (
    <span
      className="ml-auto rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold tabular-nums text-brand-900"
      title={`${pending} sign-ups waiting to be verified`}
    >
      {pending}
      <span className="sr-only"> waiting to be verified</span>
    </span>
  );
}
