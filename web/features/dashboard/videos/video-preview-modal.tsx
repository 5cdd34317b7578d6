// Plays a video in a modal; the YouTube player loads only when someone asks for it (docs/decisions/013).

import { Modal } from "#web/components/modal";

interface VideoPreviewModalProps {
  url: string | null;
  onClose: () => void;
}

/** The YouTube player loads only here, when someone asks for it (docs/decisions/013). */
export function VideoPreviewModal({ url, onClose }: VideoPreviewModalProps) {
  return (
    <Modal open={url !== null} onClose={onClose} title="Video preview" size="max-w-3xl">
      {url && (
        <div className="aspect-video overflow-hidden rounded-xl bg-black shadow-lg">
          <iframe
            src={url}
            title="YouTube video preview"
            className="h-full w-full"
            allow="fullscreen; autoplay; picture-in-picture; clipboard-write"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
      <p className="mt-3 break-all font-mono text-xs text-slate-500">{url}</p>
    </Modal>
  );
}
