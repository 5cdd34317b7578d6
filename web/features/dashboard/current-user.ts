import type { PublicUser } from "../../../contracts/user";

/** The signed-in user saved at login (web/lib/auth-storage.ts keeps it under "user"). */
export function currentUser(): Pick<PublicUser, "_id" | "username"> | null {
  try {
    const user = JSON.parse(localStorage.getItem("user") ?? "null") as Partial<PublicUser> | null;
    return user && typeof user.username === "string" ? { _id: String(user._id ?? ""), username: user.username } : null;
  } catch {
    return null;
  }
}
