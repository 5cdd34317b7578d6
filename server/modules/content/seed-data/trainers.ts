import type { Trainers } from "#contracts/content";

// Trainer profiles start empty on purpose: a student who trusts a name and a face
// on this site must be able to meet that person at the centre. Staff add the real
// trainers under Dashboard → Pages → Trainers; until then the About page shows no
// trainer block at all (docs/decisions/026).
export const seedTrainers: Trainers = [];
