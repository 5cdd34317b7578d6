import { outlineIcon } from "#web/components/icons";
import type { Video } from "#contracts/youtube-url";
import { useInViewOnce } from "#web/hooks/use-in-view";
import { useVideos, videoKey } from "./use-videos";
import { VideoFigure } from "./video-figure";
import { VIDEO_TEXTS } from "./video-texts";

/** The Student Feedback page shows four players. */
export const FEEDBACK_SLOTS = 4;

function ComingSoon({ n }: { n: number }) {
  return (
    <div className="relative grid aspect-video w-full place-items-center overflow-hidden rounded-2xl border-2 border-dashed border-brand-100 bg-gradient-to-br from-brand-50 to-white p-6 text-center">
      <div>
        <span aria-hidden="true" className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-brand-100">
          <svg {...outlineIcon("h-6 w-6", 1.8)}>
            <rect x="2" y="6" width="14" height="12" rx="2" />
            <path d="m16 10 6-3v10l-6-3" />
          </svg>
        </span>
        <p className="mt-3 font-bold text-brand-900">Student video {n} is coming soon</p>
        <p className="mt-1 text-sm text-slate-500">We are recording more stories from our learners.</p>
      </div>
    </div>
  );
}

/**
 * Four video players on /student-feedback: the first four videos, rendered into
 * the page with their posters (`initial`) and read again from GET /api/youtube
 * once in view, and a 'coming soon' card for each slot still empty.
 */
export function FeedbackVideos({ initial = [] }: { initial?: Video[] }) {
  const [ref, seen] = useInViewOnce<HTMLDivElement>();
  const { status, videos } = useVideos(seen, initial);
  const shown = videos.slice(0, FEEDBACK_SLOTS);

  return (
    <div ref={ref}>
      {status !== "ready" && (
        <p role="status" className="sr-only">
          {VIDEO_TEXTS.loading}
        </p>
      )}
      <ul className="grid gap-6 md:grid-cols-2 md:gap-8" aria-busy={status === "loading"}>
        {Array.from({ length: FEEDBACK_SLOTS }, (_, i) => {
          const video = shown[i];
          return (
            <li key={video ? videoKey(video, i) : `slot-${i}`}>
              {status === "loading" ? (
                <div aria-hidden="true" className="aspect-video w-full animate-pulse rounded-2xl bg-slate-200" />
              ) : video ? (
                <VideoFigure video={video} n={i + 1} />
              ) : (
                <ComingSoon n={i + 1} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
