import { assetUrl } from "#web/lib/api";

/** A record's photo in a table row, or the person's initials when there is none. */
export function PhotoThumb({ image, name }: { image: string | null | undefined; name: string }) {
  if (image) {
    return (
      <img
        src={assetUrl(image)}
        alt={`Photo of ${name}`}
        loading="lazy"
        width={40}
        height={40}
        className="h-10 w-10 rounded-full object-cover ring-1 ring-slate-200"
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
  return (
    <span aria-hidden="true" className="grid h-10 w-10 place-items-center rounded-full bg-brand-50 text-xs font-bold text-brand-700 ring-1 ring-brand-100">
      {initials || "?"}
    </span>
  );
}
