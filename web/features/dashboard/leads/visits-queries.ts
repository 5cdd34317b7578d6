import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { VisitReport } from "../../../../contracts/visits";
import { api } from "../../../lib/api";
import { keys } from "../queries/keys";
import { loadError } from "../queries/list-state";

/** The overview's period: the last `days` days, or from–to (Chennai days, both included). */
export type VisitPeriod = { days: number } | { from: string; to: string };

const search = (period: VisitPeriod) => ("days" in period ? `days=${period.days}` : `from=${period.from}&to=${period.to}`);

export const fetchVisits = (period: VisitPeriod, signal?: AbortSignal) =>
  api<{ data: VisitReport }>(`/analytics/visits?${search(period)}`, { auth: true, signal }).then((a) => a.data);

/** Visits and enquiries over a period (docs/decisions/053); the previous period's numbers stay on screen while the next load. */
export function useVisits(period: VisitPeriod) {
  const query = useQuery({ queryKey: keys.visits(period), queryFn: ({ signal }) => fetchVisits(period, signal), placeholderData: keepPreviousData });
  return {
    report: query.data,
    loading: query.isFetching,
    error: query.isError ? loadError(query.error) : undefined,
    reload: () => void query.refetch(),
  };
}
