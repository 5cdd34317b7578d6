import type { Video } from "#contracts/youtube-url";
import { VideoFacade } from "./video-facade";

/** 'Priya R.', 'Full Stack Development' or both; empty when staff gave no caption. */
export function VideoCaption({ video }: { video: Pick<Video, "studentName" | "course"> }) {
  if (!video.studentName && !video.course) return null;
  return (
    <figcaption className="mt-3 px-1 text-left">
      {video.studentName && <span className="block font-bold text-brand-900">{video.studentName}</span>}
      {video.course && <span className="block text-sm text-slate-600">{video.course}</span>}
    </figcaption>
  );
}

/** A video's preview (poster and play button) with its caption underneath. */
export function VideoFigure({ video, n }: { video: Video; n: number }) {
  return (
    <figure className="m-0">
      <VideoFacade url={video.url} n={n} poster={video.poster} />
      <VideoCaption video={video} />
    </figure>
  );
}
