import { type PublicUser, ROLES, type Role } from "../../../contracts/user";

export interface CurrentUser extends Pick<PublicUser, "_id" | "username"> {
  /** What the dashboard offers; the server checks every call itself. null: nothing but the account's own settings. */
  role: Role | null;
}

/**
 * The signed-in user saved at login (web/lib/auth-storage.ts keeps it under
 * "user"). A user saved before roles existed has no `role` at all: every such
 * account was made an admin by the upgrade, and a later role change ends its
 * sessions, so "admin" is what it is.
 */
export function currentUser(): CurrentUser | null {
  try {
    const user = JSON.parse(localStorage.getItem("user") ?? "null") as Partial<PublicUser> | null;
    if (!user || typeof user.username !== "string") return null;
    const role = !("role" in user) ? "admin" : (ROLES as readonly unknown[]).includes(user.role) ? (user.role as Role) : null;
    return { _id: String(user._id ?? ""), username: user.username, role };
  } catch {
    return null;
  }
}

/**
 * The role whose sections the dashboard shows. With no saved user at all (only a
 * token, as from before users were saved) the same reasoning as above applies:
 * show everything and let the server answer each call.
 */
export function currentRole(): Role | null {
  const user = currentUser();
  return user ? user.role : "admin";
}
