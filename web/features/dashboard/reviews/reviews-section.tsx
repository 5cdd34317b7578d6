// The Reviews section: the students' reviews the site shows, on the shared record list.

import { formatDate } from "#contracts/dates";
import type { Review } from "#contracts/review";
import { PhotoThumb } from "../kit/photo-thumb";
import { reviewKind } from "../records/record-kinds";
import { RecordSection } from "../records/record-section";
import type { Column } from "../kit/resource-table";
import { ReviewForm } from "./review-form";
import { truncate } from "../kit/truncate";

const columns: Column<Review>[] = [
  { header: "Photo", lead: true, cell: (r) => <PhotoThumb image={r.image} name={r.name} />, className: "w-16" },
  { header: "Name", lead: true, cell: (r) => <span className="font-semibold text-slate-900">{r.name}</span> },
  {
    header: "Rating",
    className: "whitespace-nowrap",
    cell: (r) => (
      <span className="inline-flex items-center gap-1 font-semibold text-slate-800">
        <span aria-hidden="true" className="text-accent-500">
          ★
        </span>
        {Number(r.rating).toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
    ),
  },
  {
    header: "Review",
    className: "max-w-xs",
    cell: (r) => (
      <span title={r.review} className="text-slate-600">
        {truncate(r.review)}
      </span>
    ),
  },
  { header: "Date", cell: (r) => formatDate(r.date), className: "whitespace-nowrap" },
];

export function ReviewsSection() {
  return (
    <RecordSection
      kind={reviewKind}
      title="Student Review"
      description="Testimonials shown on the home page."
      caption="Student reviews"
      emptyText="No reviews yet. Add the first one."
      columns={columns}
      subject={(r) => `review by ${r.name}`}
      Form={ReviewForm}
      confirm={(r) => (
        <>
          The review by <strong className="text-slate-900">{r?.name}</strong> will be removed from the website. This cannot be undone.
        </>
      )}
    />
  );
}
