import { useState } from "react";
import { videoSchema } from "../../../contracts/youtube-url";
import { api } from "../../lib/api";
import { notify } from "../../lib/notify";
import { Button } from "./button";
import { PlusIcon } from "./dashboard-icons";
import { FormField, inputClass } from "./form-field";
import { notifyFailure } from "./notify";
import { Spinner } from "./spinner";

/** Adds a video by any of the three YouTube link forms; it is stored in embed form. */
export function VideoAddForm({ onAdded }: { onAdded: () => void }) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = videoSchema.safeParse({ url });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Invalid YouTube URL format!";
      setError(message);
      notify.error(message);
      e.currentTarget.querySelector("input")?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await api<{ success?: boolean; message?: string }>("/youtube/add", { method: "POST", body: { url: parsed.data.url }, auth: true });
      if (answer?.success === false) throw new Error(answer.message);
      notify.success("Video added successfully!");
      setUrl("");
      onAdded();
    } catch (err) {
      notifyFailure("Failed to add video!", err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-start">
      <FormField label="YouTube URL" error={error} hint="A youtu.be link, a youtube.com/watch?v= link or an /embed/ link." className="flex-1">
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
      <Button type="submit" variant="primary" disabled={busy} aria-busy={busy || undefined} className="sm:mt-6">
        {busy ? <Spinner className="h-4 w-4" /> : <PlusIcon className="h-4 w-4" />}
        {busy ? "Adding..." : "Add video"}
      </Button>
    </form>
  );
}
