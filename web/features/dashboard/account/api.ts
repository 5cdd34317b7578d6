import type { BodyOf } from "#contracts/api-table";
import { call } from "#web/lib/api";
import { keys } from "../queries/keys";

// The signed-in person's own account (server/modules/auth): password, the name
// they sign messages with, and two-factor login, whose state is read under
// keys.twoFactor and read again after it is turned off.

export const loadTwoFactor = (signal?: AbortSignal) => call("GET /api/auth/2fa", { auth: true, signal }).then((a) => a.data);
export const twoFactorQuery = { queryKey: keys.twoFactor, queryFn: ({ signal }: { signal: AbortSignal }) => loadTwoFactor(signal) };

/** A new secret and its QR code, waiting for the first code. */
export const startTwoFactor = (body: BodyOf<"POST /api/auth/2fa/setup">) => call("POST /api/auth/2fa/setup", { body, auth: true }).then((a) => a.data);
export const newRecoveryCodes = (body: BodyOf<"POST /api/auth/2fa/recovery-codes">) =>
  call("POST /api/auth/2fa/recovery-codes", { body, auth: true }).then((a) => a.data.recoveryCodes);
export const confirmTwoFactor = (body: BodyOf<"POST /api/auth/2fa/confirm">) => call("POST /api/auth/2fa/confirm", { body, auth: true });
export const disableTwoFactor = (body: BodyOf<"POST /api/auth/2fa/disable">) => call("POST /api/auth/2fa/disable", { body, auth: true });

export const changePassword = (currentPassword: string, newPassword: string) =>
  call("POST /api/auth/change-password", { body: { currentPassword, newPassword }, auth: true });

/** The name staff sign WhatsApp messages with. */
export const saveDisplayName = (body: BodyOf<"PUT /api/auth/me/display-name">) => call("PUT /api/auth/me/display-name", { body, auth: true });
