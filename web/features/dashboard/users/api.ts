import type { Role } from "#contracts/user";
import { call } from "#web/lib/api";
import { keys } from "../queries/keys";

// The staff accounts' calls (server/modules/auth, admins only): the list under
// keys.users (the table and the sidebar's pending count read it), and the writes
// that change it. Each writer's caller updates or refreshes keys.users.

export const loadUsers = (signal: AbortSignal) => call("GET /api/auth/users", { auth: true, signal }).then((answer) => answer.data);

/** The list's query: the table and the sidebar badge share it. */
export const usersQuery = { queryKey: keys.users, queryFn: ({ signal }: { signal: AbortSignal }) => loadUsers(signal) };

export const removeUser = (id: string) => call("DELETE /api/auth/delete/:id", { params: { id }, auth: true });

export const verifyUser = (id: string, role: Role) => call("PUT /api/auth/verify-user/:id", { params: { id }, body: { role }, auth: true });

export const changeRole = (id: string, role: Role) => call("PUT /api/auth/users/:id/role", { params: { id }, body: { role }, auth: true });
