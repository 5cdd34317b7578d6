// The Placements section: the records the placements page shows, on the shared record list.

import { formatDate } from "#contracts/dates";
import type { Placement } from "#contracts/placement";
import { PhotoThumb } from "../kit/photo-thumb";
import { PlacementForm } from "./placement-form";
import { placementKind } from "../records/record-kinds";
import { RecordSection } from "../records/record-section";
import type { Column } from "../kit/resource-table";

const columns: Column<Placement>[] = [
  { header: "Photo", lead: true, cell: (p) => <PhotoThumb image={p.image} name={p.name} />, className: "w-16" },
  { header: "ID", cell: (p) => <span className="font-mono text-xs text-slate-600">{p.stuId}</span>, className: "whitespace-nowrap" },
  { header: "Name", lead: true, cell: (p) => <span className="font-semibold text-slate-900">{p.name}</span> },
  {
    header: "Course",
    cell: (p) => (
      <>
        {p.course}
        {p.degree && <span className="text-slate-500"> ({p.degree})</span>}
      </>
    ),
  },
  { header: "Date", cell: (p) => formatDate(p.date), className: "whitespace-nowrap" },
  { header: "Placement", cell: (p) => p.placement },
];

export function PlacementsSection() {
  return (
    <RecordSection
      kind={placementKind}
      title="Placement Record"
      description="Students placed through the academy, shown on the Placements page."
      caption="Placement records"
      emptyText="No placement records yet. Add the first one."
      columns={columns}
      subject={(p) => p.name}
      Form={PlacementForm}
      confirm={(p) => (
        <>
          The placement record of <strong className="text-slate-900">{p?.name}</strong> ({p?.stuId}) and its photo will be removed from the website. This cannot
          be undone.
        </>
      )}
    />
  );
}
