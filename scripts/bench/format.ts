// Number and table formatting for docs/benchmarks.md.
export const f0 = (n: number) => Math.round(n).toLocaleString("en-US");
export const f1 = (n: number) => n.toFixed(1);
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
export const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
