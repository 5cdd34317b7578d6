import { PAGE_PARAMETERS, PAGE_PARAMETER_VALUES, type ParameterScope } from "#contracts/page-parameters";

/**
 * React Router's data requests (`/page.data?_routes=a,b`, what a move inside the
 * staff screens fetches) name the routes whose data they want.
 */
const DATA_PARAMETERS = ["_routes"];

/**
 * The URL a page is rendered and cached under: its path with only the query
 * parameters the page reads (PAGE_PARAMETERS, and `_routes` on a data request),
 * sorted by name, each with its first usable value (a page reads one: a list of
 * values would multiply the renders). Anything else the
 * link carries (tracking parameters, typos, a bot's cache-buster) leaves the
 * answer unchanged, so it must not cost a render or a cache entry. `courseIds`:
 * the visible courses, the only values `?course=` may take; `demoSlots`: each
 * course page's listed demo slots, the only values `?demo=` may take there.
 */
export function renderedUrl(
  pathname: string,
  search: string,
  reads: readonly string[] = PAGE_PARAMETERS,
  courseIds: readonly string[] = [],
  demoSlots: ParameterScope["demoSlots"] = {},
): string {
  const kept = pathname.endsWith(".data") ? [...reads, ...DATA_PARAMETERS] : reads;
  if (!search || kept.length === 0) return pathname;
  const given = new URLSearchParams(search);
  const query = new URLSearchParams();
  const scope: ParameterScope = { pathname, courseIds, demoSlots };
  for (const name of [...new Set(kept)].sort()) {
    const value = given.getAll(name).find((v) => PAGE_PARAMETER_VALUES[name]?.(v, scope) !== false);
    if (value !== undefined) query.append(name, value);
  }
  return query.size ? `${pathname}?${query}` : pathname;
}
