import { VIDEO_CAPTION_MAX, videoSchema } from "#contracts/youtube-url";
import { addVideo } from "./api";
import type { FieldErrors } from "#web/lib/forms/form-errors";
import { notify } from "#web/lib/notify";
import { useForm } from "#web/lib/forms/use-form";
import { Button } from "../kit/button";
import { PlusIcon } from "../kit/dashboard-icons";
import { FormField, inputClass } from "../kit/form-field";
import { notifyFailure } from "../kit/notify";
import { Spinner } from "../kit/spinner";

/** The caption fields, shared by the add form and the caption editor. */
export function CaptionFields({ form }: { form: { bind: (key: "studentName" | "course") => object; errors: FieldErrors } }) {
  const { bind, errors } = form;
  return (
    <>
      <FormField label="Student name" optional error={errors.studentName} hint="Shown under the video, e.g. Priya R." className="flex-1">
        {(c) => <input {...c} {...bind("studentName")} maxLength={VIDEO_CAPTION_MAX} className={inputClass} />}
      </FormField>
      <FormField label="Course" optional error={errors.course} hint="The course they took, e.g. Full Stack Development." className="flex-1">
        {(c) => <input {...c} {...bind("course")} maxLength={VIDEO_CAPTION_MAX} className={inputClass} />}
      </FormField>
    </>
  );
}

/** A check that failed is also said in a toast: the first message, as the video forms always have. */
export const toastFirst = (errors: FieldErrors) => {
  const first = Object.values(errors)[0];
  if (first) notify.error(first);
};

const EMPTY = { url: "", studentName: "", course: "" };

/** Adds a video by any of the three YouTube link forms (stored in embed form), with an optional caption. */
export function VideoAddForm({ onAdded }: { onAdded: () => void }) {
  const form = useForm(EMPTY);
  const onSubmit = form.handleSubmit({
    schema: videoSchema,
    send: async (data) => {
      await addVideo(data);
      notify.success("Video added successfully!");
      form.reset(EMPTY);
      onAdded();
    },
    onError: (err) => notifyFailure("Failed to add video!", err),
    onInvalid: toastFirst,
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-3 border-b border-slate-200 p-4">
      <FormField label="YouTube URL" error={form.errors.url} hint="A youtu.be link, a youtube.com/watch?v= link or an /embed/ link." className="flex-1">
        {(c) => <input {...c} {...form.bind("url")} type="url" inputMode="url" required placeholder="https://youtu.be/…" className={inputClass} />}
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <CaptionFields form={form} />
        <Button type="submit" variant="primary" disabled={form.busy} aria-busy={form.busy || undefined} className="sm:mt-6">
          {form.busy ? <Spinner className="h-4 w-4" /> : <PlusIcon className="h-4 w-4" />}
          {form.busy ? "Adding..." : "Add video"}
        </Button>
      </div>
    </form>
  );
}
