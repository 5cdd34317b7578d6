import type { Db } from "#server/db/types";

// The accounts that may be given a batch to teach: verified, with the trainer role.

export function verifiedTrainers(db: Db) {
  return db
    .selectFrom("users")
    .select(["id", "username", "display_name", "trainer_name"])
    .where("role", "=", "trainer")
    .where("is_verified", "=", 1)
    .orderBy("username")
    .execute();
}
