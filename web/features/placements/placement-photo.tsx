import type { PublicPlacement } from "#contracts/placement";
import { InitialsAvatar } from "#web/components/initials-avatar";
import { assetUrl } from "#web/lib/api";
import { displayName } from "./placement-text";

/**
 * A placed student's photo, or their initials when there is none: on the
 * placement cards and in a course page's proof. The photo's alt names the
 * student, and is empty when the name is withheld ("N/A").
 */
export function PlacementPhoto({ record, px, photoClass, initialsClass }: { record: PublicPlacement; px: number; photoClass: string; initialsClass: string }) {
  const name = displayName(record.name);
  return record.image ? (
    <img
      src={assetUrl(record.image)}
      alt={name === "N/A" ? "" : `Photo of ${name}`}
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-full bg-slate-100 object-cover ${photoClass}`}
    />
  ) : (
    <InitialsAvatar name={record.name} className={initialsClass} />
  );
}
