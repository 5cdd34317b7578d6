import { useState } from "react";
import { VIDEO_CAPTION_MAX, videoSchema } from "../../../contracts/youtube-url";
import { api } from "../../lib/api";
import { notify } from "../../lib/notify";
import { Button } from "./button";
import { PlusIcon } from "./dashboard-icons";
import { FormField, inputClass } from "./form-field";
import { notifyFailure } from "./notify";
import { Spinner } from "./spinner";

type Field = "url" | "studentName" | "course";

/** The caption fields, shared by the add form and the caption editor. */
export function CaptionFields({
  studentName,
  course,
  errors,
  onChange,
}: {
  studentName: string;
  course: string;
  errors: Partial<Record<Field, string>>;
  onChange: (field: "studentName" | "course", value: string) => void;
}) {
  return (
    <>
      <FormField label="Student name" optional error={errors.studentName} hint="Shown under the video, e.g. Priya R." className="flex-1">
        {(c) => (
          <input {...c} name="studentName" maxLength={VIDEO_CAPTION_MAX} value={studentName} onChange={(e) => onChange("studentName", e.target.value)} className={inputClass} />
        )}
      </FormField>
      <FormField label="Course" optional error={errors.course} hint="The course they took, e.g. Full Stack Development." className="flex-1">
        {(c) => <input {...c} name="course" maxLength={VIDEO_CAPTION_MAX} value={course} onChange={(e) => onChange("course", e.target.value)} className={inputClass} />}
      </FormField>
    </>
  );
}

/** The first message per field of a failed check, for the fields' error texts. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "url") as Field] ??= issue.message;
  return errors;
}

/** Adds a video by any of the three YouTube link forms (stored in embed form), with an optional caption. */
export function VideoAddForm({ onAdded }: { onAdded: () => void }) {
  const [url, setUrl] = useState("");
  const [caption, setCaption] = useState({ studentName: "", course: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = videoSchema.safeParse({ url, ...caption });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      const first = (["url", "studentName", "course"] as const).find((f) => found[f])!;
      notify.error(found[first]!);
      e.currentTarget.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await api<{ success?: boolean; message?: string }>("/youtube/add", { method: "POST", body: parsed.data, auth: true });
      if (answer?.success === false) throw new Error(answer.message);
      notify.success("Video added successfully!");
      setUrl("");
      setCaption({ studentName: "", course: "" });
      onAdded();
    } catch (err) {
      notifyFailure("Failed to add video!", err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 border-b border-slate-200 p-4">
      <FormField label="YouTube URL" error={errors.url} hint="A youtu.be link, a youtube.com/watch?v= link or an /embed/ link." className="flex-1">
        {(c) => (
          <input
            {...c}
            name="url"
            type="url"
            inputMode="url"
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://youtu.be/…"
            className={inputClass}
          />
        )}
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <CaptionFields studentName={caption.studentName} course={caption.course} errors={errors} onChange={(f, v) => setCaption((c) => ({ ...c, [f]: v }))} />
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy || undefined} className="sm:mt-6">
          {busy ? <Spinner className="h-4 w-4" /> : <PlusIcon className="h-4 w-4" />}
          {busy ? "Adding..." : "Add video"}
        </Button>
      </div>
    </form>
  );
}
