import { handOff } from "./api";
import { saveSession } from "#web/lib/auth-storage";

/**
 * A login made by a plain form post, before the login page's script ran or
 * without JavaScript (docs/decisions/055), left its session in an httpOnly
 * cookie only POST /api/auth/handoff reads: taken over once into local storage,
 * where the dashboard keeps it (docs/decisions/002). False when there is none.
 */
export async function takeOverSession(): Promise<boolean> {
  try {
    const answer = await handOff();
    saveSession(answer.token, { ...answer.user, twoFactorSetupRequired: answer.twoFactor?.setupRequired === true });
    return true;
  } catch {
    return false;
  }
}
