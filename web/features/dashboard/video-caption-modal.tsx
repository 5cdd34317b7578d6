import { useEffect, useState } from "react";
import { type Video, videoCaptionSchema } from "../../../contracts/youtube-url";
import { api } from "../../lib/api";
import { notify } from "../../lib/notify";
import { FormActions } from "./form-actions";
import { FormModal } from "./form-modal";
import { notifyFailure } from "./notify";
import { CaptionFields, fieldErrors } from "./video-add-form";

/** Edits a video's caption (student name, course); the video itself stays as it is. */
export function VideoCaptionModal({ video, position, onClose, onSaved }: { video: Video | null; position: number; onClose: () => void; onSaved: () => void }) {
  const [values, setValues] = useState({ studentName: "", course: "" });
  const [errors, setErrors] = useState<ReturnType<typeof fieldErrors>>({});

  useEffect(() => {
    if (video) setValues({ studentName: video.studentName ?? "", course: video.course ?? "" });
    setErrors({});
  }, [video]);

  return (
    <FormModal open={video !== null} title={`Edit caption of video ${position}`} onClose={onClose}>
      {(setBusy) => (
        <CaptionForm
          values={values}
          errors={errors}
          onChange={(f, v) => setValues((s) => ({ ...s, [f]: v }))}
          onCancel={onClose}
          onSubmit={async () => {
            const parsed = videoCaptionSchema.safeParse(values);
            if (!parsed.success) {
              const found = fieldErrors(parsed.error.issues);
              setErrors(found);
              notify.error(Object.values(found)[0]!);
              return;
            }
            setErrors({});
            setBusy(true);
            try {
              await api(`/youtube/${encodeURIComponent(video!._id)}`, { method: "PUT", body: parsed.data, auth: true });
              notify.success("Video updated successfully!");
              onSaved();
              onClose();
            } catch (err) {
              notifyFailure("Failed to update video!", err);
            } finally {
              setBusy(false);
            }
          }}
        />
      )}
    </FormModal>
  );
}

function CaptionForm({
  values,
  errors,
  onChange,
  onCancel,
  onSubmit,
}: {
  values: { studentName: string; course: string };
  errors: ReturnType<typeof fieldErrors>;
  onChange: (field: "studentName" | "course", value: string) => void;
  onCancel: () => void;
  onSubmit: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void onSubmit().finally(() => setBusy(false));
      }}
    >
      <p className="text-sm text-slate-600">Leave both empty to show the video without a caption.</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <CaptionFields studentName={values.studentName} course={values.course} errors={errors} onChange={onChange} />
      </div>
      <FormActions busy={busy} progress={null} showProgress={false} submitLabel="Save caption" busyLabel="Saving..." onCancel={onCancel} />
    </form>
  );
}
