import { useState } from "react";
import type { WhatsAppMessage } from "#contracts/whatsapp";
import { notifyFailure } from "../kit/notify";
import { downloadWhatsAppMedia } from "./api";

// A photo or document a student sent on WhatsApp, under their message
// (docs/decisions/066): still being fetched from WhatsApp, ready to download, or
// refused with the reason (too big, a kind of file we do not keep).

type Media = NonNullable<WhatsAppMessage["media"]>;

const KIND: Record<string, string> = {
  "image/jpeg": "Photo",
  "image/png": "Photo",
  "image/webp": "Photo",
  "application/pdf": "PDF",
};

function sizeOf(bytes: number | null) {
  if (bytes === null) return "";
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

export function WhatsAppMedia({ leadId, messageId, media }: { leadId: string; messageId: string; media: Media }) {
  const [busy, setBusy] = useState(false);
  if (media.status === "pending") return <p className="mt-1 text-xs text-slate-600">📎 File: being fetched from WhatsApp…</p>;
  if (media.status === "failed")
    return <p className="mt-1 break-words text-xs text-red-700">📎 File not kept: {media.error ?? "WhatsApp did not give it to us."}</p>;
  const label = [KIND[media.mime ?? ""] ?? "Document", media.filename, sizeOf(media.bytes)].filter(Boolean).join(" · ");
  const download = async () => {
    setBusy(true);
    try {
      await downloadWhatsAppMedia(leadId, messageId, media.filename);
    } catch (err) {
      notifyFailure("Could not download the file.", err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      className="mt-1 inline-flex min-h-9 max-w-full items-center gap-1 rounded-lg bg-white px-2 text-left text-xs font-semibold break-all text-brand-800 underline underline-offset-2 ring-1 ring-slate-200 hover:bg-slate-50 disabled:opacity-60"
    >
      📎 {busy ? "Downloading…" : `Download ${label}`}
    </button>
  );
}
