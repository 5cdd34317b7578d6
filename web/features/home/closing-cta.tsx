// The home page's last call to action, beside the contact block.

import { CheckIcon } from "#web/components/icons";
import { ModalLink, type ModalTrigger } from "#web/components/modal-link";
import { SectionTitle } from "#web/components/section-heading";

const points = ["Free counselling session", "Weekday and weekend batches", "Placement support until you are hired"];

/** The last call to action on the home page, beside the contact block. */
export function ClosingCta({ register, children }: { register: ModalTrigger; children: React.ReactNode }) {
  return (
    <section aria-labelledby="start-heading" className="below-fold bg-slate-50 py-16 md:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionTitle id="start-heading" eyebrow="Admissions open">
            Start your career journey this month
          </SectionTitle>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-600">
            Register in a minute and a counsellor will call you with batch timings, fees and the course that fits your goals.
          </p>
          <ul className="mt-6 space-y-2.5">
            {points.map((p) => (
              <li key={p} className="flex items-center gap-3 text-slate-700">
                <span className="grid h-6 w-6 place-items-center rounded-full bg-accent-400 text-brand-900">
                  <CheckIcon className="h-4 w-4" />
                </span>
                {p}
              </li>
            ))}
          </ul>
          <ModalLink
            trigger={register}
            className="mt-8 inline-block rounded-full bg-brand-800 px-7 py-3 font-bold text-white shadow-md transition hover:bg-brand-900"
          >
            Register for a course
          </ModalLink>
        </div>
        {children}
      </div>
    </section>
  );
}
