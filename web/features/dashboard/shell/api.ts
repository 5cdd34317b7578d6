import { call } from "#web/lib/api";

// The session's own calls (server/modules/auth): ending it, and taking over one a
// plain form post started (docs/decisions/055).

export const logout = () => call("POST /api/auth/logout", { auth: true });

/** The session a plain form post left in its cookie; a 401 when there is none. */
export const handOff = () => call("POST /api/auth/handoff");
