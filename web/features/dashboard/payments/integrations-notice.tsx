import { useQuery } from "@tanstack/react-query";
import { settingsToSet } from "#contracts/integrations";
import { keys } from "../queries/keys";
import { fetchIntegrations } from "./api";

/**
 * On the admin overview: each integration that is half configured, with the
 * settings still to set (docs/decisions/056). Nothing shows while all are off or
 * complete.
 */
export function IntegrationsNotice() {
  const { data } = useQuery({ queryKey: keys.integrations, queryFn: ({ signal }) => fetchIntegrations(signal) });
  const half = data?.filter((i) => i.state === "half") ?? [];
  if (half.length === 0) return null;
  return (
    <div role="status" className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300">
      <p className="font-bold">Half set up, so still off</p>
      <ul className="mt-1 space-y-1">
        {half.map((i) => (
          <li key={i.id}>
            {i.name}: {settingsToSet(i.missing)} in the server's configuration and restart it.
          </li>
        ))}
      </ul>
    </div>
  );
}
