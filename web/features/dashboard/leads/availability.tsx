import { useId, useState } from "react";
import { notify } from "#web/lib/notify";
import { Button } from "../kit/button";
import { notifyFailure } from "../kit/notify";
import { Spinner } from "../kit/spinner";
import { type Counsellor, setAvailability } from "./api";
import type { CounsellorsState } from "./inbox-queries";

/** A switch (a checkbox underneath, so Space toggles it and it reads as checked or not). */
function Switch({
  checked,
  busy,
  label,
  onChange,
  hint,
}: {
  checked: boolean;
  busy: boolean;
  label: React.ReactNode;
  onChange: (on: boolean) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-3 text-sm">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="peer sr-only"
        checked={checked}
        disabled={busy}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition peer-checked:bg-emerald-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:opacity-60 after:absolute after:left-0.5 after:top-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5"
      />
      <span>
        <span className="font-semibold text-slate-800">{label}</span>
        {hint && (
          <span id={`${id}-hint`} className="block text-xs text-slate-500">
            {hint}
          </span>
        )}
      </span>
      {busy && <Spinner className="h-4 w-4" />}
    </label>
  );
}

function useToggle(counsellors: CounsellorsState) {
  const [busy, setBusy] = useState<string | null>(null);
  async function toggle(c: Counsellor, available: boolean, own: boolean) {
    setBusy(c.id);
    try {
      await setAvailability(c.id, available);
      counsellors.patch(c.id, { available });
      notify.success(
        own
          ? available
            ? "You are available for new enquiries"
            : "New enquiries will go to others"
          : `${c.username} is ${available ? "available" : "not taking"} new enquiries`,
      );
    } catch (err) {
      notifyFailure("Failed to change availability", err);
    } finally {
      setBusy(null);
    }
  }
  return { busy, toggle };
}

/** The signed-in counsellor's own switch: while off, new enquiries go to the others. */
export function MyAvailability({ counsellors, userId }: { counsellors: CounsellorsState; userId: string }) {
  const { busy, toggle } = useToggle(counsellors);
  const me = counsellors.list?.find((c) => c.id === userId);
  if (!me) return null;
  return (
    <div className="rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
      <Switch
        checked={me.available}
        busy={busy === me.id}
        label="Available for new enquiries"
        hint={
          me.available
            ? `New enquiries are shared among available counsellors. You have ${me.openLeads} open.`
            : "Off: new enquiries go to the other counsellors."
        }
        onChange={(on) => toggle(me, on, true)}
      />
    </div>
  );
}

/** Admins: every counsellor, how many open leads they hold, and whether new enquiries reach them. */
export function CounsellorsPanel({ counsellors }: { counsellors: CounsellorsState }) {
  const { busy, toggle } = useToggle(counsellors);
  const { list, error } = counsellors;
  return (
    <details className="group rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-semibold text-brand-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
        <span>
          <span>Counsellors</span>
          {list && (
            <span className="ml-2 font-normal text-slate-600">
              {list.filter((c) => c.available).length} of {list.length} available for new enquiries
            </span>
          )}
        </span>
        <span aria-hidden="true" className="text-slate-400 transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="border-t border-slate-200 px-4 py-3">
        {error ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
            Could not load the counsellors. {error}
            <Button size="sm" onClick={counsellors.reload}>
              Retry
            </Button>
          </div>
        ) : !list ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="h-4 w-4" /> Loading counsellors…
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-600">
            No counsellors yet. Give a verified account the Counsellor role under Users; new enquiries are then shared among them.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span className="text-sm">
                  <span className="font-semibold text-slate-900">{c.username}</span>
                  <span className="ml-2 text-slate-600">{c.openLeads === 1 ? "1 open lead" : `${c.openLeads} open leads`}</span>
                </span>
                <Switch
                  checked={c.available}
                  busy={busy === c.id}
                  label={
                    <>
                      <span className="sr-only">{c.username} </span>Available
                    </>
                  }
                  onChange={(on) => toggle(c, on, false)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
