// The signed-in staff member saved at login, and what the dashboard offers their role; the server checks
// every call itself.

import { type PublicUser, ROLES, type Role } from "#contracts/user";

export interface CurrentUser extends Pick<PublicUser, "_id" | "username" | "displayName"> {
  /** What the dashboard offers; the server checks every call itself. null: nothing but the account's own settings. */
  role: Role | null;
  /** An admin who must set up two-factor authentication first (REQUIRE_2FA_FOR_ADMINS): the dashboard offers only that. */
  twoFactorSetupRequired: boolean;
}

/**
 * The signed-in user saved at login (web/lib/auth-storage.ts keeps it under
 * "user"). A user saved before roles existed has no `role` at all: every such
 * account was made an admin by the upgrade, and a later role change ends its
 * sessions, so "admin" is what it is.
 */
export function currentUser(): CurrentUser | null {
  try {
    const user = JSON.parse(localStorage.getItem("user") ?? "null") as (Partial<PublicUser> & { twoFactorSetupRequired?: unknown }) | null;
    if (!user || typeof user.username !== "string") return null;
    const role = !("role" in user) ? "admin" : (ROLES as readonly unknown[]).includes(user.role) ? (user.role as Role) : null;
    const displayName = typeof user.displayName === "string" && user.displayName ? user.displayName : null;
    return { _id: String(user._id ?? ""), username: user.username, displayName, role, twoFactorSetupRequired: user.twoFactorSetupRequired === true };
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

/** Two-factor is now on: the saved user no longer needs the setup (the dashboard shows everything again). */
export function markTwoFactorSetUp() {
  try {
    const user = JSON.parse(localStorage.getItem("user") ?? "null") as Record<string, unknown> | null;
    if (user) localStorage.setItem("user", JSON.stringify({ ...user, twoFactorSetupRequired: false }));
  } catch {
    // Nothing saved to update.
  }
}

/** Keeps a newly saved display name with the saved user, so this tab's messages use it at once. */
export function rememberDisplayName(displayName: string | null) {
  try {
    const user = JSON.parse(localStorage.getItem("user") ?? "null") as Record<string, unknown> | null;
    if (user) localStorage.setItem("user", JSON.stringify({ ...user, displayName }));
  } catch {
    // An unreadable saved user: the next login saves a fresh one.
  }
}
