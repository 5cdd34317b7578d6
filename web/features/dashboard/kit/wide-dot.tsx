/**
 * The " · " between items that stand on one line from 640 px. Below that they wrap
 * or stack, and a dot would be left at a line's start or end, so none shows.
 */
export function WideDot() {
  return (
    <span aria-hidden="true" className="hidden sm:inline">
      {" · "}
    </span>
  );
}
