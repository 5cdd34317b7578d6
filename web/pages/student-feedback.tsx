// The Student Feedback page: reviews and the videos of students, with a call-back request.

import { PageBanner } from "../components/page-banner";
import { CallbackButton } from "../features/enquiries/callback-button";
import { CallbackModal } from "../features/enquiries/callback-modal";
import { useFormModal } from "../features/enquiries/use-form-modal";
import { StudentReviews } from "../features/testimonials/review-list";
import { FeedbackVideos } from "../features/videos/feedback-videos";
import type { Route } from "../routes/+types/student-feedback";
import { SectionHeading } from "../components/section-heading";

export default function StudentFeedback({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const callback = useFormModal("callback");

  return (
    <>
      <PageBanner
        title="Student Feedback"
        subtitle="Our students talk about their trainers, their projects and the jobs they moved into, in their own words."
      />
      <section aria-labelledby="feedback-videos-heading" className="bg-white py-14 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <SectionHeading id="feedback-videos-heading" eyebrow="Video reviews" intro="Press play on any video to watch it right here.">
              Hear it from our students
            </SectionHeading>
          </div>
          <div className="mt-10">
            <FeedbackVideos initial={loaderData.videos} />
          </div>
        </div>
      </section>
      <StudentReviews initial={loaderData.reviews} />
      <section aria-labelledby="callback-heading" className="bg-slate-50 py-14 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-900 p-8 text-white shadow-xl md:flex-row md:items-center md:justify-between md:p-12">
            <div className="max-w-2xl">
              <h2 id="callback-heading" className="text-2xl font-bold md:text-3xl">
                Want to hear more before you join?
              </h2>
              <p className="mt-3 text-indigo-100">
                Leave your number and a counsellor will call you back to talk about courses, batches and fees, or to put you in touch with a former student.
              </p>
            </div>
            <CallbackButton trigger={callback.trigger} shadow="shadow-md" />
          </div>
        </div>
      </section>
      <CallbackModal id={callback.id} open={callback.open} onClose={() => callback.setOpen(false)} />
    </>
  );
}
