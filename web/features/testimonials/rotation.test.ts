import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACTIVE_ANGLE_DEG,
  ACTIVE_PAUSE_MS,
  ACTIVE_TOLERANCE_DEG,
  ROTATION_STEP_DEG,
  type RotationState,
  angularDistance,
  avatarAngle,
  avatarOffset,
  initialRotationState,
  normalizeDeg,
  radiusFor,
  reviewReachingActive,
  rotationForActive,
  spacingDeg,
  stepActive,
  tick,
} from "./rotation";

const FRAME_MS = 1000 / 60;

/** Runs the circle for `frames` frames and records each activation. */
function simulate(count: number, frames: number, start: RotationState = initialRotationState()) {
  let state = start;
  const activations: { index: number; frame: number; at: number; angle: number }[] = [];
  for (let f = 0; f < frames; f++) {
    const now = f * FRAME_MS;
    const next = tick(state, count, now);
    if (next.active !== state.active && next.active !== null) {
      activations.push({ index: next.active, frame: f, at: now, angle: avatarAngle(next.active, count, next.rotation) });
    }
    state = next;
  }
  return { state, activations };
}

describe("the fixed constants (docs/decisions/008)", () => {
  it("match the specification", () => {
    expect(ROTATION_STEP_DEG).toBe(0.35);
    expect(ACTIVE_PAUSE_MS).toBe(3000);
    expect(ACTIVE_ANGLE_DEG).toBe(90);
    expect(ACTIVE_TOLERANCE_DEG).toBe(5);
  });
});

describe("radiusFor", () => {
  it("is 240 without a window", () => {
    expect(radiusFor()).toBe(240);
    expect(radiusFor(undefined)).toBe(240);
    expect(radiusFor(Number.NaN)).toBe(240);
  });
  it("is 200 below 640 px, 260 below 1024 px, else 320", () => {
    expect(radiusFor(0)).toBe(200);
    expect(radiusFor(320)).toBe(200);
    expect(radiusFor(639)).toBe(200);
    expect(radiusFor(639.5)).toBe(200);
    expect(radiusFor(640)).toBe(260);
    expect(radiusFor(768)).toBe(260);
    expect(radiusFor(1023)).toBe(260);
    expect(radiusFor(1024)).toBe(320);
    expect(radiusFor(1920)).toBe(320);
  });
});

describe("angles", () => {
  it("normalizeDeg folds any angle into [0, 360)", () => {
    expect(normalizeDeg(0)).toBe(0);
    expect(normalizeDeg(-0)).toBe(0);
    expect(normalizeDeg(360)).toBe(0);
    expect(normalizeDeg(-90)).toBe(270);
    expect(normalizeDeg(725)).toBe(5);
    expect(normalizeDeg(-1e-15)).toBeLessThan(360);
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (d) => {
        const n = normalizeDeg(d);
        return n >= 0 && n < 360;
      }),
    );
  });

  it("spreads avatars evenly at 360 / n degrees", () => {
    expect(spacingDeg(0)).toBe(0);
    expect(spacingDeg(1)).toBe(360);
    expect(spacingDeg(3)).toBe(120);
    expect(spacingDeg(8)).toBe(45);
    expect([0, 1, 2, 3].map((i) => avatarAngle(i, 4, 0))).toEqual([0, 90, 180, 270]);
    expect([0, 1, 2].map((i) => avatarAngle(i, 3, 30))).toEqual([30, 150, 270]);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }), fc.double({ min: -720, max: 720, noNaN: true }), (n, rot) => {
        for (let i = 0; i < n; i++) {
          const gap = angularDistance(avatarAngle(i, n, rot), avatarAngle((i + 1) % n, n, rot));
          if (Math.abs(gap - Math.min(360 / n, 360 - 360 / n)) > 1e-6) return false;
        }
        return true;
      }),
    );
  });

  it("angularDistance takes the short way round", () => {
    expect(angularDistance(90, 90)).toBe(0);
    expect(angularDistance(85, 95)).toBe(10);
    expect(angularDistance(359, 1)).toBe(2);
    expect(angularDistance(0, 180)).toBe(180);
    expect(angularDistance(-5, 5)).toBe(10);
  });

  it("avatarOffset puts 90 degrees at the top, 0 at the right, 180 at the left, 270 at the bottom", () => {
    expect(avatarOffset(90, 320)).toEqual({ x: 0, y: -320 });
    expect(avatarOffset(0, 200)).toEqual({ x: 200, y: 0 });
    expect(avatarOffset(180, 260)).toEqual({ x: -260, y: 0 });
    expect(avatarOffset(270, 240)).toEqual({ x: 0, y: 240 });
    const { x, y } = avatarOffset(45, 100);
    expect(x).toBeCloseTo(70.71, 2);
    expect(y).toBeCloseTo(-70.71, 2);
  });
});

describe("reviewReachingActive", () => {
  it("finds the review within 5 degrees of 90 that is not active yet", () => {
    // 4 reviews at 0, 90, 180, 270: review 1 is at the top.
    expect(reviewReachingActive(4, 0, null)).toBe(1);
    expect(reviewReachingActive(4, 0, 1)).toBeNull();
    expect(reviewReachingActive(4, 5, null)).toBe(1); // at 95: on the edge, still inside
    expect(reviewReachingActive(4, -5, null)).toBe(1); // at 85
    expect(reviewReachingActive(4, 5.01, null)).toBeNull();
    expect(reviewReachingActive(4, -5.01, null)).toBeNull();
    expect(reviewReachingActive(0, 0, null)).toBeNull();
  });

  it("handles wrap-around at 0/360", () => {
    // One review at 90 + 360k.
    expect(reviewReachingActive(1, 90 + 720, null)).toBe(0);
    expect(reviewReachingActive(1, -270, null)).toBe(0);
  });

  it("picks the closest when several reviews are inside the tolerance", () => {
    // 100 reviews, 3.6 degrees apart: with rotation 0, review 25 sits at exactly 90, 24 and 26 within 3.6.
    expect(reviewReachingActive(100, 0, null)).toBe(25);
    expect(reviewReachingActive(100, 0, 25)).toBe(24); // tie 24/26 at 3.6: the first wins
  });

  it("rotationForActive puts a review exactly at the top", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(), (n, k) => {
        const i = k % n;
        return angularDistance(avatarAngle(i, n, rotationForActive(i, n)), ACTIVE_ANGLE_DEG) < 1e-9;
      }),
    );
  });
});

describe("tick", () => {
  it("does nothing without reviews", () => {
    const s = initialRotationState();
    expect(tick(s, 0, 0)).toBe(s);
  });

  it("activates review 0 on the first frame and pauses 3000 ms", () => {
    const s = tick(initialRotationState(), 3, 1000);
    expect(s).toEqual({ rotation: 90, active: 0, pausedUntil: 4000 });
  });

  it("does not move while paused and resumes once the pause is over", () => {
    const paused: RotationState = { rotation: 90, active: 0, pausedUntil: 4000 };
    expect(tick(paused, 3, 1000)).toBe(paused);
    expect(tick(paused, 3, 3999.9)).toBe(paused);
    const resumed = tick(paused, 3, 4000);
    expect(resumed.pausedUntil).toBeNull();
    expect(resumed.active).toBe(0);
    expect(resumed.rotation).toBeCloseTo(90 - 0.35, 10);
  });

  it("turns 0.35 degrees per frame, independent of the frame time", () => {
    const start: RotationState = { rotation: 200, active: 0, pausedUntil: null };
    const a = tick(start, 3, 0);
    const b = tick(a, 3, 5000); // a long gap between frames still moves only one step
    expect(a.rotation).toBeCloseTo(199.65, 10);
    expect(b.rotation).toBeCloseTo(199.3, 10);
  });

  it("wraps the rotation below 0", () => {
    const s = tick({ rotation: 0.1, active: 0, pausedUntil: null }, 1, 0);
    expect(s.rotation).toBeCloseTo(359.75, 10);
  });

  it("an active review passing the top again does not re-activate", () => {
    // Only one review: it becomes active once, then the circle keeps turning for ever.
    const { activations, state } = simulate(1, 5000);
    expect(activations.map((a) => a.index)).toEqual([0]);
    expect(state.pausedUntil).toBeNull();
  });

  it("activates reviews in list order, each within the tolerance, pausing 3 s each time", () => {
    const count = 3;
    const { activations } = simulate(count, 60 * 60); // one minute of frames
    expect(activations.slice(0, 6).map((a) => a.index)).toEqual([0, 1, 2, 0, 1, 2]);
    for (const a of activations) expect(angularDistance(a.angle, ACTIVE_ANGLE_DEG)).toBeLessThanOrEqual(ACTIVE_TOLERANCE_DEG + 1e-9);
    // Review 0 starts exactly at the top; review 1 then turns (120 - 5) degrees to the edge
    // of the tolerance. From then on each review arrives a full 120 degrees after the last.
    const framesFor = (deg: number) => Math.ceil(deg / ROTATION_STEP_DEG - 1e-9);
    const pauseFrames = Math.ceil(ACTIVE_PAUSE_MS / FRAME_MS - 1e-9);
    expect(activations[1]!.frame - activations[0]!.frame).toBe(pauseFrames + framesFor(120 - ACTIVE_TOLERANCE_DEG));
    for (let i = 2; i < activations.length; i++) {
      const frames = activations[i]!.frame - activations[i - 1]!.frame;
      expect(Math.abs(frames - (pauseFrames + 120 / ROTATION_STEP_DEG))).toBeLessThanOrEqual(1);
      expect(activations[i]!.at - activations[i - 1]!.at).toBeGreaterThanOrEqual(ACTIVE_PAUSE_MS);
    }
  });

  it("the rotation stands still for the whole pause after each activation", () => {
    let state = initialRotationState();
    let activatedAt: number | null = null;
    let restRotation = 0;
    for (let f = 0; f < 60 * 30; f++) {
      const now = f * FRAME_MS;
      const next = tick(state, 5, now);
      if (next.active !== state.active) {
        activatedAt = now;
        restRotation = next.rotation;
      } else if (activatedAt !== null && now < activatedAt + ACTIVE_PAUSE_MS) {
        expect(next.rotation).toBe(restRotation);
      }
      state = next;
    }
    expect(activatedAt).not.toBeNull();
  });

  it("works for any review count: every review is reached, pauses are honoured", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), (count) => {
        // One full turn takes 360 / 0.35 ≈ 1029 frames plus the pauses.
        const frames = Math.ceil(360 / ROTATION_STEP_DEG) + count * Math.ceil(ACTIVE_PAUSE_MS / FRAME_MS) + 10;
        const { activations } = simulate(count, frames);
        const seen = new Set(activations.map((a) => a.index));
        if (seen.size !== count) return false;
        for (let i = 1; i < activations.length; i++) {
          if (activations[i]!.at - activations[i - 1]!.at < ACTIVE_PAUSE_MS) return false;
        }
        return true;
      }),
      { numRuns: 24 },
    );
  });
});

describe("stepActive (reduced motion buttons)", () => {
  it("steps forwards and backwards, wrapping round", () => {
    expect(stepActive(0, 3, 1)).toBe(1);
    expect(stepActive(2, 3, 1)).toBe(0);
    expect(stepActive(0, 3, -1)).toBe(2);
    expect(stepActive(null, 3, 1)).toBe(1);
    expect(stepActive(null, 3, -1)).toBe(2);
    expect(stepActive(1, 1, 1)).toBe(0);
    expect(stepActive(4, 0, 1)).toBe(0);
    expect(stepActive(1, 4, -9)).toBe(0);
  });
});
