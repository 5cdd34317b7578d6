// Which classes' registers the batch page offers (docs/decisions/067, 084): an
// admin any class up to today; a trainer today's, and a past class an admin
// opened for them today. Kept apart from the screen so the rule is tested alone.
import type { BatchSession } from "#contracts/batches";

export interface RegisterChoices {
  /** The classes to choose from, latest first. */
  classes: BatchSession[];
  /** The class shown first: today's, else the latest choice. */
  first: BatchSession | undefined;
}

export function registerChoices(sessions: BatchSession[], today: string, isAdmin: boolean): RegisterChoices {
  const classes = sessions.filter((s) => !s.cancelled && (isAdmin ? s.date <= today : s.date === today || (s.date < today && s.openToday))).reverse();
  return { classes, first: classes.find((s) => s.date === today) ?? classes[0] };
}

/** A trainer may tap a class on its day or the day an admin opened it; an admin any class up to today. */
export const mayTakeRegister = (s: BatchSession, today: string, isAdmin: boolean) => s.date <= today && (isAdmin || s.date === today || s.openToday);
