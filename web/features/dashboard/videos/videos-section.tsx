// The Videos section: the YouTube videos the site shows, in order, with their captions.

import { useState } from "react";
import { type Video, youtubeIdOf } from "#contracts/youtube-url";
import { Button } from "../kit/button";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { EyeIcon } from "../kit/dashboard-icons";
import { type Column, ResourceTable } from "../kit/resource-table";
import { RowActions, actionsColumn } from "../kit/row-actions";
import { SectionFrame } from "../kit/section-frame";
import { useDeleteFlow } from "../kit/use-delete-flow";
import { keys } from "../queries/keys";
import { useListQuery } from "../queries/list-state";
import { VideoAddForm } from "./video-add-form";
import { VideoCaptionModal } from "./video-caption-modal";
import { VideoPreviewModal } from "./video-preview-modal";
import { loadVideoList, removeVideo } from "./api";

interface NumberedVideo extends Video {
  position: number;
}

// Numbered as the site shows them.
const loadVideos = (signal: AbortSignal) => loadVideoList(signal).then((videos) => videos.map((v, i): NumberedVideo => ({ ...v, position: i + 1 })));

/** What staff call a video: its caption (student and course) when it has one. */
const videoTitle = (v: NumberedVideo) => [v.studentName, v.course].filter(Boolean).join(" · ") || `Video ${v.position}`;

export function VideosSection() {
  const list = useListQuery(keys.videos, loadVideos);
  const [preview, setPreview] = useState<string | null>(null);
  const [editing, setEditing] = useState<NumberedVideo | null>(null);

  const del = useDeleteFlow<NumberedVideo>({
    remove: (v) => removeVideo(v._id),
    success: "Video deleted!",
    failure: "Failed to delete video!",
    onDeleted: (v) => {
      list.update((items) => items.filter((i) => i._id !== v._id));
      list.refresh();
    },
  });

  // Each video by its poster (our own copy of the thumbnail, never YouTube's
  // server) and its caption; the player loads only with Preview.
  const columns: Column<NumberedVideo>[] = [
    {
      header: "#",
      lead: true,
      className: "w-14",
      cell: (v) => <span className="grid h-7 w-7 place-items-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600">{v.position}</span>,
    },
    {
      header: "Video",
      cell: (v) => (
        // A phone's card has a narrow value column: the caption goes under the thumbnail there, beside it in the table.
        <span className="flex flex-col items-start gap-2 md:flex-row md:items-center md:gap-3">
          {v.poster ? (
            <img src={v.poster.src} alt="" width={96} height={54} loading="lazy" className="h-[54px] w-24 shrink-0 rounded-md bg-slate-100 object-cover" />
          ) : (
            <span className="grid h-[54px] w-24 shrink-0 place-items-center rounded-md bg-slate-100 text-center text-[0.65rem] leading-tight text-slate-500">
              Thumbnail not fetched yet
            </span>
          )}
          <span className="w-full min-w-0 md:w-auto">
            <span className="block font-medium text-slate-800">{videoTitle(v)}</span>
            <span className="block truncate text-xs text-slate-500" title={v.url}>
              YouTube {youtubeIdOf(v.url) ?? v.url}
            </span>
          </span>
        </span>
      ),
    },
    actionsColumn((v) => (
      <RowActions subject={`video ${v.position}`} onEdit={() => setEditing(v)} onDelete={() => del.ask(v)}>
        <Button size="sm" onClick={() => setPreview(v.url)} aria-label={`Preview video ${v.position}`}>
          <EyeIcon className="h-3.5 w-3.5" />
          Preview
        </Button>
      </RowActions>
    )),
  ];

  return (
    <SectionFrame title="Youtube Videos" description="Videos in the 'Job Ready Courses' carousel on the home page.">
      <VideoAddForm onAdded={list.refresh} />
      <ResourceTable
        noun="videos"
        caption="YouTube videos"
        columns={columns}
        list={list}
        rowKey={(v) => v._id ?? String(v.position)}
        emptyText="No videos yet. Paste a YouTube link above to add one."
      />
      <VideoPreviewModal url={preview} onClose={() => setPreview(null)} />
      <VideoCaptionModal video={editing} position={editing?.position ?? 0} onClose={() => setEditing(null)} onSaved={list.refresh} />
      <ConfirmDialog title="Delete video?" {...del.dialog}>
        <p>
          Video {del.target?.position} (<span className="break-all font-mono text-xs">{del.target?.url}</span>) will be removed from the home page. This cannot
          be undone.
        </p>
      </ConfirmDialog>
    </SectionFrame>
  );
}
