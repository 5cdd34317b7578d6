// The signed-in staff member saved at login, and what the dashboard offers their role; the server checks
// every call itself.

import { type PublicUser, ROLES, type Role } from "#contracts/user";
import { fieldsOf, parseOrNull } from "#web/lib/json-fields";

/** The saved user's fields, read without trusting their shape (docs/decisions/092); none when nothing readable is saved. */
const savedUser = () => fieldsOf(parseOrNull(localStorage.getItem("user")));

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
    const user = savedUser();
    const username = user.get("username");
    if (typeof username !== "string") return null;
    const saved = user.get("role");
    const role = !user.has("role") ? "admin" : (ROLES.find((r) => r === saved) ?? null);
    const displayName = user.get("displayName");
    return {
      _id: String(user.get("_id") ?? ""),
      username,
      displayName: typeof displayName === "string" && displayName ? displayName : null,
      role,
      twoFactorSetupRequired: user.get("twoFactorSetupRequired") === true,
    };
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
    const user = savedUser();
    if (user.size > 0) localStorage.setItem("user", JSON.stringify({ ...Object.fromEntries(user), twoFactorSetupRequired: false }));
  } catch {
    // Nothing saved to update.
  }
}

/** Keeps a newly saved display name with the saved user, so this tab's messages use it at once. */
export function rememberDisplayName(displayName: string | null) {
  try {
    const user = savedUser();
    if (user.size > 0) localStorage.setItem("user", JSON.stringify({ ...Object.fromEntries(user), displayName }));
  } catch {
    // An unreadable saved user: the next login saves a fresh one.
  }
}
