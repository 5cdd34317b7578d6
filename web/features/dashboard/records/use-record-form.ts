// Submits a record's form: checks it with the shared schema, sends it as multipart with progress, maps the
// server's field messages.

import { useState } from "react";
import type { z } from "zod";
import { notify } from "#web/lib/notify";
import { useForm } from "#web/lib/forms/use-form";
import { notifyFailure } from "../kit/notify";

interface SubmitOptions {
  schema: z.ZodType;
  /** Sends the multipart body, reporting its progress (records/api.ts). */
  send: (body: FormData, onProgress: (fraction: number) => void) => Promise<unknown>;
  success: string;
  failure: string;
  onSaved: () => void;
}

/**
 * A placement or review form: the shared form hook's text values plus the
 * optional photo and its upload progress. Submitting checks the shared schema
 * first, then sends multipart (text fields first, the image last) with progress.
 */
export function useRecordForm<V extends Record<string, string>>(initial: V) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // A chosen photo is unsaved too.
  const form = useForm(initial, { unsaved: file !== null });

  const submit = (options: SubmitOptions) =>
    form.handleSubmit({
      schema: options.schema,
      send: async () => {
        const body = new FormData();
        for (const [key, value] of Object.entries(form.values)) body.append(key, value.trim());
        if (file) body.append("image", file);
        setProgress(0);
        try {
          await options.send(body, setProgress);
        } finally {
          setProgress(null);
        }
        // onSaved closes the form's modal: the toast waits for that and shows on the page.
        options.onSaved();
        notify.success(options.success, { afterClose: true });
      },
      // The modal stays open: the toast shows in it, above its backdrop.
      onError: (err) => notifyFailure(options.failure, err),
    });

  /** A new photo replaces the server's verdict on the last one. */
  function chooseFile(next: File | null) {
    setFile(next);
    form.clearError("image");
  }

  return { ...form, file, setFile: chooseFile, progress, submit };
}
