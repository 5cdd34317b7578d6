// The front door of the auth module (docs/decisions/090): staff accounts and sessions:
// the routes, the role check every staff route uses, users, passwords and the first
// account. Code outside the module imports this file only; what it exports is what
// other modules may use.

export { authRoutes, SIGNIN_PER_MINUTE } from "./routes";
export { ensureFirstStaff, FirstAccountError } from "./bootstrap";
export { cookieOf, fromOurOwnPages, setCookie } from "./cookies";
export { clearFailures } from "./login-throttle";
export { assertStrongPassword, siteWords, WEAK_PASSWORD_MESSAGE } from "./password-policy";
export { generatePassword, verifyPassword } from "./passwords";
export { requireRole } from "./require-staff";
export { createSession, deleteUserSessions, findSessionUser, hashToken, randomToken } from "./sessions";
export { turnOffTwoFactor } from "./two-factor";
export { createUser, findUserByUsername, listUsers, setPassword, setRole, toPublicUser, USER_MESSAGES, verifyUser } from "./users";
