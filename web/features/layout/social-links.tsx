import { useSite } from "#web/lib/site-content";

// The institute's social pages from the site facts, as small icon links. A page
// staff left empty gets no icon; with none at all the list is not rendered.

const svg = {
  viewBox: "0 0 24 24",
  className: "h-5 w-5",
  fill: "currentColor",
  "aria-hidden": true,
  focusable: false,
} as const;

const ICONS = {
  facebook: (
    <svg {...svg}>
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
    </svg>
  ),
  instagram: (
    <svg {...svg}>
      <path d="M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2Zm5-8.1a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 4.6c2.4 0 2.7 0 3.6.1 2.4.1 3.6 1.3 3.7 3.7.1.9.1 1.2.1 3.6s0 2.7-.1 3.6c-.1 2.4-1.3 3.6-3.7 3.7-.9.1-1.2.1-3.6.1s-2.7 0-3.6-.1c-2.4-.1-3.6-1.3-3.7-3.7-.1-.9-.1-1.2-.1-3.6s0-2.7.1-3.6C4.8 6 6 4.8 8.4 4.7c.9-.1 1.2-.1 3.6-.1ZM12 3c-2.4 0-2.8 0-3.7.1C5.1 3.2 3.2 5 3.1 8.3 3 9.2 3 9.6 3 12s0 2.8.1 3.7c.1 3.2 2 5.1 5.2 5.2.9.1 1.3.1 3.7.1s2.8 0 3.7-.1c3.2-.1 5.1-2 5.2-5.2.1-.9.1-1.3.1-3.7s0-2.8-.1-3.7c-.1-3.2-2-5.1-5.2-5.2C14.8 3 14.4 3 12 3Z" />
    </svg>
  ),
  linkedin: (
    <svg {...svg}>
      <path d="M6.9 8.6H3.6V20h3.3V8.6ZM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.4 13.6c0-3-.7-5.3-4.2-5.3-1.7 0-2.8.9-3.3 1.8h-.1V8.6H9.7V20H13v-5.6c0-1.5.3-2.9 2.1-2.9 1.8 0 1.8 1.7 1.8 3V20h3.4v-6.4Z" />
    </svg>
  ),
  youtube: (
    <svg {...svg}>
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3-5.2 3Z" />
    </svg>
  ),
};

const LABELS = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
} as const;

export function SocialLinks({ className = "" }: { className?: string }) {
  const site = useSite();
  const links = (
    [
      ["facebook", site.social.facebook],
      ["instagram", site.social.instagram],
      ["linkedin", site.social.linkedin],
      ["youtube", site.youtubeChannel],
    ] as const
  ).filter((entry): entry is readonly [keyof typeof ICONS, string] => Boolean(entry[1]));
  if (links.length === 0) return null;
  return (
    <ul aria-label={`${site.name} on social media`} className={`flex flex-wrap gap-2 ${className}`}>
      {links.map(([key, href]) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${LABELS[key]} (opens in a new tab)`}
            className="grid h-10 w-10 place-items-center rounded-full bg-white/10 text-slate-200 transition hover:bg-accent-500 hover:text-brand-900"
          >
            {ICONS[key]}
          </a>
        </li>
      ))}
    </ul>
  );
}
