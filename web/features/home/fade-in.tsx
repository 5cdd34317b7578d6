import { useInViewOnce } from "#web/hooks/use-in-view";

/**
 * Fades (and lifts) its content in once, the first time it scrolls into view,
 * over 0.6 s (docs/decisions/008). With reduced motion the content is simply
 * there: the hidden starting state only applies under motion-safe.
 */
export function FadeIn({ children, className = "", as: Tag = "div" }: { children: React.ReactNode; className?: string; as?: "div" | "article" | "li" }) {
  const [ref, seen] = useInViewOnce<HTMLDivElement>("0px 0px -10% 0px");
  return (
    <Tag
      ref={ref as React.Ref<never>}
      data-shown={seen}
      className={`motion-safe:transition-[opacity,translate] motion-safe:duration-[600ms] motion-safe:ease-out ${
        seen ? "" : "motion-safe:translate-y-6 motion-safe:opacity-0"
      } ${className}`}
    >
      {children}
    </Tag>
  );
}
