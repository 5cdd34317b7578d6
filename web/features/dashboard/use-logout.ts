import { useRef, useState } from "react";
import { toast } from "sonner";
import { TOAST_MS } from "../../../contracts/limits";
import { ApiError, api } from "../../lib/api";
import { clearSession } from "../../lib/auth-storage";
import { notifySuccess } from "./notify";

/**
 * SPEC.md section 7: logout clears token and user, shows an alert and goes to
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
      const answer = await api<{ message?: string } | null>("/auth/logout", { method: "POST", auth: true });
      notifySuccess(answer?.message || "Logged out successfully");
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) notifySuccess("Logged out successfully");
      else toast.error("Failed to logout", { duration: TOAST_MS });
    }
    clearSession();
    goToLogin();
  }

  return { logout, busy, leaving };
}
