import { useState } from "react";
import { DASHBOARD_PAGE_SIZE } from "#contracts/limits";

/** Client-side pages of DASHBOARD_PAGE_SIZE rows; the page stays valid as rows come and go. */
export function usePagination<T>(rows: T[], pageSize = DASHBOARD_PAGE_SIZE) {
  const [requested, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(Math.max(1, requested), pageCount);
  const pageRows = rows.slice((page - 1) * pageSize, page * pageSize);
  return { page, pageCount, pageRows, setPage };
}
