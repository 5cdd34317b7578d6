// An image field of the content editors: upload a photo or keep one of the site's illustrations.

import { useEffect, useId, useRef, useState } from "react";
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from "#contracts/limits";
import { assetUrl } from "#web/lib/api";
import { uploadImage } from "./api";
import { ImageIcon } from "../kit/dashboard-icons";
import { FormField } from "../kit/form-field";
import { imageProblem } from "../kit/image-field";
import { serverReason } from "#web/lib/forms/form-errors";
import { notifyFailure } from "../kit/notify";
import { ProgressBar } from "../kit/progress-bar";
import type { FieldErrors } from "#web/lib/forms/form-errors";

interface ImageUploadFieldProps {
  label: string;
  /** Data path of the image: where its error is found. */
  path: string;
  /** The saved path: /uploads/….webp or one of the site's illustrations. */
  value: string;
  onChange: (path: string) => void;
  errors: FieldErrors;
  /** True while an upload runs: the editor waits with saving. */
  onBusyChange?: (busy: boolean) => void;
}

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * Content records are saved as JSON, so a new picture is uploaded on its own the
 * moment it is chosen (POST /api/images) and the record keeps the path the
 * server answers. Without a new file the current picture stays.
 */
export function ImageUploadField({ label, path, value, onChange, errors, onBusyChange }: ImageUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const [unreadable, setUnreadable] = useState(false);
  const statusId = useId();

  useEffect(() => setUnreadable(false), [value]);

  async function upload(file: File) {
    const local = imageProblem(file);
    if (local) {
      setProblem(local);
      return;
    }
    setProblem(undefined);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const path = await uploadImage(file, setProgress);
      if (path) onChange(path);
    } catch (err) {
      setProblem(serverReason(err) ?? "The image could not be uploaded. Check your connection and try again.");
      notifyFailure("Failed to upload the image", err);
    } finally {
      setProgress(null);
      onBusyChange?.(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <FormField label={label} error={problem ?? errors[path]} hint={`Choose a file to replace the picture: JPEG, PNG or WebP, up to ${MAX_MB} MB.`}>
      {(control) => (
        <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
          <div className="grid h-20 w-28 shrink-0 place-items-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
            {value && !unreadable ? (
              <img src={assetUrl(value)} alt={`Current ${label.toLowerCase()}`} onError={() => setUnreadable(true)} className="h-full w-full object-contain" />
            ) : (
              <ImageIcon className="h-7 w-7 text-slate-300" />
            )}
          </div>
          <div className="min-w-48 flex-1 space-y-2">
            <input
              {...control}
              ref={input}
              type="file"
              name={path}
              accept={ACCEPTED_IMAGE_TYPES.join(",")}
              disabled={progress !== null}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void upload(file);
              }}
              className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
            />
            {progress !== null ? (
              <ProgressBar value={progress} label="Uploading image" />
            ) : (
              <p id={statusId} className="truncate text-xs text-slate-500" title={value}>
                {value ? `Now: ${value}` : "No picture yet."}
              </p>
            )}
          </div>
        </div>
      )}
    </FormField>
  );
}
