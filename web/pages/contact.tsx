// The Contact page: the contact form, the reasons to write and the institute's contact facts.

import { PageBanner } from "../components/page-banner";
import { ContactBlock } from "../features/contact/contact-block";
import { ContactForm } from "../features/enquiries/contact-form";
import { formAnchor } from "#contracts/form-reply";

const reasons = [
  "Course details, syllabus and certification",
  "Weekday, weekend and fast-track batch timings",
  "Fees, instalments and a free demo class",
  "Placement support and internships",
];

export default function Contact() {
  return (
    <>
      <PageBanner
        title="Contact Us"
        subtitle="Questions about a course, batch timings or fees? Call us, message us on WhatsApp, visit the centre or send a note below: a counsellor replies within one working day."
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-10">
        <section
          id={formAnchor("contact")}
          aria-labelledby="contact-form-title"
          className="scroll-mt-24 rounded-2xl lg:self-start border border-slate-200 bg-white p-6 shadow-lg shadow-brand-900/5 md:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-brand-900">
            Send us a message
          </h2>
          <p className="mt-2 text-slate-600">Tell us what you would like to learn and how to reach you. All fields are required.</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <div className="space-y-6">
          <ContactBlock />
          <section aria-labelledby="contact-help-title" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h2 id="contact-help-title" className="font-bold text-brand-900">
              We can help with
            </h2>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              {reasons.map((r) => (
                <li key={r} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500" />
                  {r}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
