// The whole process's clock set to another moment, for the end-to-end tests'
// clocked server (docs/decisions/073): Date.now() and new Date() answer that
// moment and run on from it at the wall clock's pace. Every part of the server
// (the intake, the outbox, the quiet hours, sessions) reads the same time, as on
// a machine whose clock said it; timers keep real durations. Test support only:
// production never imports server/test (docs/decisions/062).

export interface ShiftedClock {
  /** The process's time now, in ms. */
  now: () => number;
  /** The process's time was `at` when the wall clock said `wallAt` (forward or back); it runs on from there. */
  set: (at: number, wallAt?: number) => void;
}

/** Replaces the global Date (the time was `at` when the wall clock said `wallAt`); call before the server's modules are loaded. */
export function installShiftedClock(at: number, wallAt = Date.now()): ShiftedClock {
  const RealDate = Date;
  let offset = at - wallAt;
  const now = () => RealDate.now() + offset;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      // With arguments a date is the one asked for; only "now" is shifted. (Spread as Date's one-value form; any arity passes through.)
      if (args.length === 0) super(now());
      else super(...(args as [number]));
    }
    static override now() {
      return now();
    }
  }
  Object.assign(globalThis, { Date: ShiftedDate });
  return {
    now,
    set: (moment, wallMoment = RealDate.now()) => {
      offset = moment - wallMoment;
    },
  };
}
