// The home page's 'Job Ready Courses' videos: the saved videos from the HTML, read again once the section
// comes into view.

import type { Video } from "#contracts/youtube-url";
import { homeContent } from "#web/content/home";
import { useInViewOnce } from "#web/hooks/use-in-view";
import { useVideos } from "./use-videos";
import { VideoCarousel } from "./video-carousel";
import { VIDEO_TEXTS } from "./video-texts";
import { SectionHeading } from "#web/components/section-heading";

function StatusBox({ text }: { text: string }) {
  return (
    <p role="status" className="grid min-h-56 place-items-center rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 text-center text-slate-600">
      {text}
    </p>
  );
}

const LABEL = "Job ready course videos";

/**
 * Home: 'Job Ready Courses' with the video carousel. The page arrives with the
 * saved videos and their posters (`initial`); the list is read again once, when
 * the section comes into view.
 */
export function JobReadyVideos({ initial = [] }: { initial?: Video[] }) {
  const { eyebrow, heading, intro } = homeContent.videos;
  const [ref, seen] = useInViewOnce<HTMLElement>();
  const { status, videos } = useVideos(seen, initial);

  return (
    <section ref={ref} aria-labelledby="videos-heading" className="below-fold bg-slate-50 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="videos-heading" eyebrow={eyebrow} intro={intro}>
          {heading}
        </SectionHeading>
        <div className="mt-10">
          {status === "refreshing" && (
            <p role="status" className="sr-only">
              {VIDEO_TEXTS.loading}
            </p>
          )}
          {status === "loading" || videos.length === 0 ? (
            <StatusBox text={status === "loading" ? VIDEO_TEXTS.loading : VIDEO_TEXTS.empty} />
          ) : (
            // The strip is in the page; its carousel code loads only as it nears the screen.
            <VideoCarousel videos={videos} label={LABEL} />
          )}
        </div>
      </div>
    </section>
  );
}
