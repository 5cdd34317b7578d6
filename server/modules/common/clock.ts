/**
 * Time-stamps are ISO-8601 UTC text (server/db/types.ts): they sort and compare
 * correctly as strings on SQLite and PostgreSQL alike.
 */
export const nowIso = (now = Date.now()) => new Date(now).toISOString();
