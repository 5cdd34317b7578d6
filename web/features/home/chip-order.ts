/** The course that always closes the small-screen chip list (docs/decisions/008). */
export const LAST_CHIP_ON_SMALL_SCREENS = "Graphic Design";

/**
 * Chip order below 768 px: shortest titles first so the chips pack into tidy
 * rows, ties kept in catalogue order, and Graphic Design always last.
 * Pure: returns a new array and leaves the input untouched.
 */
export function smallScreenChipOrder<T extends { name: string }>(items: readonly T[], last: string = LAST_CHIP_ON_SMALL_SCREENS): T[] {
  const rest = items.filter((item) => item.name !== last);
  const tail = items.filter((item) => item.name === last);
  // Array.prototype.sort is stable, so equal lengths keep their catalogue order.
  return [...rest].sort((a, b) => a.name.length - b.name.length).concat(tail);
}
