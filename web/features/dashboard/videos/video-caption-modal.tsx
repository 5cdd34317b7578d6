import { type Video, videoCaptionSchema } from "#contracts/youtube-url";
import { saveCaption } from "./api";
import { notify } from "#web/lib/notify";
import { useForm } from "#web/lib/forms/use-form";
import { FormActions } from "../kit/form-actions";
import { FormModal } from "../kit/form-modal";
import { notifyFailure } from "../kit/notify";
import { CaptionFields, toastFirst } from "./video-add-form";

/** Edits a video's caption (student name, course); the video itself stays as it is. */
export function VideoCaptionModal({ video, position, onClose, onSaved }: { video: Video | null; position: number; onClose: () => void; onSaved: () => void }) {
  return (
    <FormModal open={video !== null} title={`Edit caption of video ${position}`} onClose={onClose}>
      {(close) => video && <CaptionForm key={video._id} video={video} onCancel={close} onSaved={onSaved} onClose={onClose} />}
    </FormModal>
  );
}

function CaptionForm({ video, onCancel, onSaved, onClose }: { video: Video; onCancel: () => void; onSaved: () => void; onClose: () => void }) {
  const form = useForm({ studentName: video.studentName ?? "", course: video.course ?? "" });
  const onSubmit = form.handleSubmit({
    schema: videoCaptionSchema,
    send: async (data) => {
      await saveCaption(video._id, data);
      notify.success("Video updated successfully!");
      onSaved();
      onClose();
    },
    onError: (err) => notifyFailure("Failed to update video!", err),
    onInvalid: toastFirst,
  });
  return (
    <form ref={form.formRef} noValidate className="space-y-4" onSubmit={onSubmit}>
      <p className="text-sm text-slate-600">Leave both empty to show the video without a caption.</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <CaptionFields form={form} />
      </div>
      <FormActions busy={form.busy} progress={null} showProgress={false} submitLabel="Save caption" busyLabel="Saving..." onCancel={onCancel} />
    </form>
  );
}
