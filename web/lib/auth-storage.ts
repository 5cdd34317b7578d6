// The staff token is kept in local storage under "token" (docs/decisions/002).
const TOKEN_KEY = "token";
const USER_KEY = "user";

export const getToken = () => (typeof window === "undefined" ? null : window.localStorage.getItem(TOKEN_KEY));

export function saveSession(token: string, user?: unknown) {
  localStorage.setItem(TOKEN_KEY, token);
  if (user !== undefined) localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
