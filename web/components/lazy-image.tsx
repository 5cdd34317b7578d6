/**
 * A 16:9 picture below the fold: its 800 × 450 size reserves the space (no jump
 * when it arrives), it loads only near the view and decodes off the main thread.
 * The blog's cards and the about page's facilities carousel show theirs this way.
 */
export function LazyImage({ src, alt, className }: { src: string; alt: string; className: string }) {
  return <img src={src} alt={alt} width={800} height={450} loading="lazy" decoding="async" className={className} />;
}
