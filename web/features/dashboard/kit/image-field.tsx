// A photo field of a record's form: the current photo, the chosen file's preview and its checks.

import { useEffect, useRef, useState } from "react";
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from "#contracts/limits";
import { ImageIcon } from "./dashboard-icons";
import { FormField } from "./form-field";

interface ImageFieldProps {
  label: string;
  /** The record's current photo (edit mode), already an absolute URL. */
  currentUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  /** The server's reason for refusing the last photo sent (it reads the bytes: docs/decisions/014). */
  serverError?: string;
}

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** Checks type and size before anything is sent; the server checks the bytes again (docs/decisions/014). */
export function imageProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return "Choose a JPEG, PNG or WebP image.";
  if (file.size > MAX_UPLOAD_BYTES) return `The image must be ${MAX_MB} MB or smaller.`;
  return null;
}

export function ImageField({ label, currentUrl, file, onFile, serverError }: ImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  // A file can claim to be a picture and not be one: show the placeholder, not a broken image.
  const [unreadable, setUnreadable] = useState(false);

  useEffect(() => {
    setUnreadable(false);
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = previewUrl ?? currentUrl;

  return (
    <FormField label={label} optional error={error ?? serverError} hint={`JPEG, PNG or WebP, up to ${MAX_MB} MB.`}>
      {(control) => (
        <div className="flex items-center gap-4">
          <div className="grid h-20 w-20 shrink-0 place-items-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
            {shown && !unreadable ? (
              <img
                src={shown}
                alt={file ? "Preview of the chosen photo" : "Current photo"}
                onError={() => setUnreadable(true)}
                className="h-full w-full object-cover"
              />
            ) : (
              <ImageIcon className="h-7 w-7 text-slate-300" />
            )}
          </div>
          <div className="min-w-0 flex-1 space-y-2">
            <input
              {...control}
              ref={input}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(",")}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                const problem = chosen ? imageProblem(chosen) : null;
                setError(problem ?? undefined);
                if (problem) e.target.value = "";
                onFile(problem ? null : chosen);
              }}
              className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
            />
            {file && (
              <button
                type="button"
                className="text-xs font-semibold text-slate-600 underline underline-offset-2 hover:text-red-700"
                onClick={() => {
                  onFile(null);
                  if (input.current) input.current.value = "";
                }}
              >
                Remove chosen photo
              </button>
            )}
          </div>
        </div>
      )}
    </FormField>
  );
}
