import { useRef, useState } from "react";
import { ApiError } from "#web/lib/api";
import { logout as endSession } from "./api";
import { clearSession } from "#web/lib/auth-storage";
import { notify } from "#web/lib/notify";

/**
 * Logout clears token and user, shows an alert and goes to
 * /login. If the server cannot be told, this browser forgets the session anyway
 * and says 'Failed to logout'.
 */
export function useLogout(goToLogin: () => void) {
  const [busy, setBusy] = useState(false);
  /** True while logging out, so the 401 of an already-ended session is not reported as expiry. */
  const leaving = useRef(false);

  async function logout() {
    leaving.current = true;
    setBusy(true);
    try {
      const answer = await endSession();
      notify.success(answer.message || "Logged out successfully");
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) notify.success("Logged out successfully");
      else notify.error("Failed to logout");
    }
    clearSession();
    goToLogin();
  }

  return { logout, busy, leaving };
}
