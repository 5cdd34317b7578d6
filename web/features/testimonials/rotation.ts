// All the motion of the testimonial circle (docs/decisions/008) as pure
// functions, so the rules are unit-tested and the component only draws.
//
// Angles are in degrees, measured counter-clockwise from 3 o'clock (the maths
// convention), so the active position, 90 degrees, is the top of the circle.

/** Degrees the circle turns on each animation frame. */
export const ROTATION_STEP_DEG = 0.35;
/** How long the rotation rests when a review becomes active. */
export const ACTIVE_PAUSE_MS = 3000;
/** Where a review becomes active: the top of the circle. */
export const ACTIVE_ANGLE_DEG = 90;
/** How close to the active position counts as 'reached'. */
export const ACTIVE_TOLERANCE_DEG = 5;
/** Radius when there is no window (pre-rendering). */
export const SERVER_RADIUS = 240;

/** Circle radius in px for a window width: 200 below 640, 260 below 1024, else 320; 240 without a window. */
export function radiusFor(windowWidth?: number): number {
  if (windowWidth === undefined || !Number.isFinite(windowWidth)) return SERVER_RADIUS;
  if (windowWidth < 640) return 200;
  if (windowWidth < 1024) return 260;
  return 320;
}

/** Any angle folded into [0, 360). */
export function normalizeDeg(deg: number): number {
  const r = deg % 360;
  const n = r < 0 ? r + 360 : r;
  // -0 and values that round up to 360 both mean 0.
  return n === 0 || n >= 360 ? 0 : n;
}

/** The angle between neighbouring avatars: 360 divided by the review count. */
export function spacingDeg(count: number): number {
  return count > 0 ? 360 / count : 0;
}

/** Where review `index` sits when the circle is turned by `rotation` degrees. */
export function avatarAngle(index: number, count: number, rotation: number): number {
  return normalizeDeg(index * spacingDeg(count) + rotation);
}

/** The shorter way round between two angles, 0..180. */
export function angularDistance(a: number, b: number): number {
  const d = Math.abs(normalizeDeg(a) - normalizeDeg(b));
  return d > 180 ? 360 - d : d;
}

/** Offset of an avatar from the circle's centre in screen pixels (y grows downwards). */
export function avatarOffset(angleDeg: number, radius: number): { x: number; y: number } {
  const rad = (angleDeg * Math.PI) / 180;
  // Round to 1/100 px so server and client, and test snapshots, agree.
  const round = (v: number) => Math.round(v * 100) / 100 || 0;
  return { x: round(radius * Math.cos(rad)), y: round(-radius * Math.sin(rad)) };
}

/**
 * The review that has reached the active position (within the tolerance) and is
 * not already active, or null. If several qualify (many reviews), the closest wins.
 */
export function reviewReachingActive(count: number, rotation: number, activeIndex: number | null): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  for (let i = 0; i < count; i++) {
    if (i === activeIndex) continue;
    const d = angularDistance(avatarAngle(i, count, rotation), ACTIVE_ANGLE_DEG);
    if (d <= ACTIVE_TOLERANCE_DEG + 1e-9 && d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  }
  return best;
}

/** The rotation that puts review `index` exactly at the active position. */
export function rotationForActive(index: number, count: number): number {
  return normalizeDeg(ACTIVE_ANGLE_DEG - index * spacingDeg(count));
}

export interface RotationState {
  /** How far the circle is turned, in degrees. */
  rotation: number;
  /** Index of the active review, null before the first one arrives. */
  active: number | null;
  /** Frame time (ms) until which the circle rests, null while it turns. */
  pausedUntil: number | null;
}

/** Review 0 starts at the top, so it becomes active on the very first frame. */
export function initialRotationState(): RotationState {
  return { rotation: ACTIVE_ANGLE_DEG, active: null, pausedUntil: null };
}

/**
 * One animation frame at time `now` (ms, the requestAnimationFrame time stamp).
 * - While paused and before the pause ends: nothing changes.
 * - A review at the active position that is not active yet becomes active, and the
 *   circle rests for ACTIVE_PAUSE_MS.
 * - Otherwise the circle turns by ROTATION_STEP_DEG. It turns clockwise on screen
 *   (the angle decreases), so the reviews arrive in list order: 0, 1, 2, ...
 * Returns the same object when nothing changed, so callers can skip drawing.
 */
export function tick(state: RotationState, count: number, now: number): RotationState {
  if (count <= 0) return state;
  let current = state;
  if (current.pausedUntil !== null) {
    if (now < current.pausedUntil) return current;
    current = { ...current, pausedUntil: null };
  }
  const arriving = reviewReachingActive(count, current.rotation, current.active);
  if (arriving !== null) return { rotation: current.rotation, active: arriving, pausedUntil: now + ACTIVE_PAUSE_MS };
  return { ...current, rotation: normalizeDeg(current.rotation - ROTATION_STEP_DEG) };
}

/** Reduced motion: the review `delta` steps away from the active one, wrapping round. */
export function stepActive(active: number | null, count: number, delta: number): number {
  if (count <= 0) return 0;
  const from = active ?? 0;
  return (((from + delta) % count) + count) % count;
}
