/** A table's header row from its column names; `classOf` styles each by position (aligned, padded). */
export function ColumnHeads({ labels, classOf }: { labels: React.ReactNode[]; classOf: (index: number, last: boolean) => string }) {
  return (
    <tr>
      {labels.map((label, i) => (
        <th key={i} scope="col" className={classOf(i, i === labels.length - 1)}>
          {label}
        </th>
      ))}
    </tr>
  );
}

/** The overview's figure tables: the name on the left, the numbers on the right, no padding after the last. */
export const figureHeadClass = (index: number, last: boolean) => `py-2${last ? "" : " pr-3"}${index === 0 ? "" : " text-right"}`;
