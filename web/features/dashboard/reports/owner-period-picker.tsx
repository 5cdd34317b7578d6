import { useId, useState } from "react";
import { formatDate } from "#contracts/date-format";
import { OWNER_PERIOD_LABELS, OWNER_PERIODS, type OwnerNumbersQuery, type OwnerPeriod, type OwnerPeriodKey, ownerRangeSchema } from "#contracts/owner-period";
import { useForm } from "#web/lib/forms/use-form";
import { DateRangeForm, periodControl } from "../kit/date-range-form";
import { Spinner } from "../kit/spinner";

// The owner's numbers' period (docs/decisions/072): a native select (arrow keys,
// type-ahead, the phone's own picker) of this month, last month, the last 90
// days, this year, chosen dates or all time. Choosing dates shows From and To
// and reads nothing until Show, so a half-typed date never asks the server.

/** "1 May 2027 – 10 May 2027", or "Everything recorded". */
export const periodText = (p: OwnerPeriod) => (p.from === null || p.to === null ? "Everything recorded" : `${formatDate(p.from)} – ${formatDate(p.to)}`);

interface PickerProps {
  /** The period the numbers on screen are for (from/to fill the date fields). */
  shown: OwnerPeriod | undefined;
  loading: boolean;
  onChange: (query: OwnerNumbersQuery) => void;
}

export function OwnerPeriodPicker({ shown, loading, onChange }: PickerProps) {
  const id = useId();
  const [selected, setSelected] = useState<OwnerPeriodKey>(shown?.key ?? "this-month");
  const range = useForm({ from: shown?.from ?? "", to: shown?.to ?? "" });
  const choose = (key: OwnerPeriodKey) => {
    setSelected(key);
    if (key !== "custom") onChange({ period: key });
    else if (shown?.from && shown.to) range.reset({ from: shown.from, to: shown.to });
  };
  return (
    <div className="mb-4 flex flex-wrap items-end gap-x-3 gap-y-2">
      <label htmlFor={`${id}-period`} className="text-xs font-semibold text-slate-600">
        Period
        <select id={`${id}-period`} value={selected} onChange={(e) => choose(e.target.value as OwnerPeriodKey)} className={`${periodControl} mt-0.5 block`}>
          {OWNER_PERIODS.map((key) => (
            <option key={key} value={key}>
              {OWNER_PERIOD_LABELS[key]}
            </option>
          ))}
        </select>
      </label>
      {selected === "custom" && (
        <DateRangeForm
          range={range}
          schema={ownerRangeSchema}
          label="Choose the period's dates"
          primary
          onChosen={(chosen) => onChange({ period: "custom", ...chosen })}
        />
      )}
      <p className="mb-1.5 flex items-center gap-2 text-sm text-slate-700" role="status">
        {loading && <Spinner className="h-4 w-4" />}
        {shown && (
          <span>
            <span className="sr-only">Showing </span>
            {periodText(shown)}
            {shown.from !== null && <span className="text-slate-500"> (Chennai dates)</span>}
          </span>
        )}
      </p>
    </div>
  );
}
