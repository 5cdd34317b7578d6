/**
 * Shortens plain text to at most `max` characters (code points, so an emoji
 * counts once), ending on a whole word with '…'. Text that already fits is only
 * tidied (white space collapsed). A single word longer than most of the room is
 * cut hard rather than dropping almost everything.
 */
export function excerpt(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  if (max < 2) return chars.slice(0, Math.max(0, max)).join("");

  // One character is kept for the ellipsis.
  const room = chars.slice(0, max - 1);
  const endsOnWord = chars[max - 1] === " ";
  const lastSpace = room.lastIndexOf(" ");
  const cut = endsOnWord ? room : lastSpace >= room.length * 0.6 ? room.slice(0, lastSpace) : room;
  const tidy = cut
    .join("")
    .replace(/[\s,;:.!?\-–—(["'“‘/]+$/u, "")
    .trimEnd();
  return `${tidy || room.join("")}…`;
}
