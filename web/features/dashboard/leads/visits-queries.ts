import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { keys } from "../queries/keys";
import { loadError } from "../queries/list-state";
import { type VisitPeriod, fetchVisits } from "./api";

export type { VisitPeriod };

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
