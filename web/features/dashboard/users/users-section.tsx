// The Users section (admins): staff accounts and their roles, sign-ups waiting to be verified, and removal.

import { useState } from "react";
import { useNavigate } from "react-router";
import { DEFAULT_ROLE, type PublicUser, ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from "#contracts/user";
import { clearSession } from "#web/lib/auth-storage";
import { Button } from "../kit/button";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { currentUser } from "../shell/current-user";
import { CheckIcon } from "#web/components/icons";
import { notify } from "#web/lib/notify";
import { notifyFailure } from "../kit/notify";
import { type Column, ResourceTable } from "../kit/resource-table";
import { RowActions, actionsColumn } from "../kit/row-actions";
import { SectionFrame } from "../kit/section-frame";
import { Spinner } from "../kit/spinner";
import { StatusBadge } from "../kit/status-badge";
import { useDeleteFlow } from "../kit/use-delete-flow";
import { keys } from "../queries/keys";
import { useListQuery } from "../queries/list-state";
import { changeRole, loadUsers, removeUser, verifyUser } from "./api";

const matches = (u: PublicUser, q: string) => [u.username, u.email, u.mobile, u.role ?? ""].some((v) => v?.toLowerCase().includes(q));

const selectClass =
  "rounded-lg border border-slate-300 bg-white py-1.5 pl-2.5 pr-8 text-sm text-slate-800 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 disabled:opacity-60";

function RoleSelect({ label, value, onChange, disabled }: { label: string; value: Role; onChange: (role: Role) => void; disabled?: boolean }) {
  return (
    <select aria-label={label} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as Role)} className={selectClass}>
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </select>
  );
}

/** What each role may do, above the table: the five roles two by two, three to a row from 1280 px (the placement officer's line is the longest). */
function RoleLegend() {
  return (
    <dl className="grid gap-x-6 gap-y-1 border-b border-slate-200 px-4 py-3 text-sm sm:grid-cols-2 xl:grid-cols-3">
      {ROLES.map((r) => (
        <div key={r}>
          <dt className="inline font-semibold text-slate-900">{ROLE_LABELS[r]}: </dt>
          <dd className="inline text-slate-600">{ROLE_DESCRIPTIONS[r]}</dd>
        </div>
      ))}
    </dl>
  );
}

interface RoleChange {
  user: PublicUser;
  role: Role;
}

export function UsersSection() {
  const navigate = useNavigate();
  const list = useListQuery(keys.users, loadUsers);
  const [verifying, setVerifying] = useState<string | null>(null);
  /** The role each pending account will get when verified (Editor unless chosen). */
  const [pendingRoles, setPendingRoles] = useState<Record<string, Role>>({});
  const [change, setChange] = useState<RoleChange | null>(null);
  const [changing, setChanging] = useState(false);
  const me = currentUser();
  const isMe = (u: PublicUser | null) => !!u && !!me && (me._id ? me._id === u._id : me.username === u.username);

  const del = useDeleteFlow<PublicUser>({
    remove: (u) => removeUser(u._id),
    success: "User deleted successfully",
    failure: "Failed to delete user",
    onDeleted: (u) => {
      list.update((items) => items.filter((i) => i._id !== u._id));
      list.refresh();
    },
  });

  async function verify(user: PublicUser) {
    const role = pendingRoles[user._id] ?? DEFAULT_ROLE;
    setVerifying(user._id);
    try {
      await verifyUser(user._id, role);
      notify.success("User verified successfully", { description: `${user.username} can now log in as ${ROLE_LABELS[role]}.` });
      list.update((items) => items.map((i) => (i._id === user._id ? { ...i, isVerified: true, role } : i)));
    } catch (err) {
      notifyFailure("Failed to verify user", err);
    } finally {
      setVerifying(null);
    }
  }

  async function confirmRoleChange() {
    if (!change) return;
    const { user, role } = change;
    setChanging(true);
    try {
      await changeRole(user._id, role);
      setChange(null);
      if (isMe(user)) {
        // The server ended this account's sessions: log in again to work with the new role.
        notify.success("Your role has changed. Please log in again.", { afterClose: true });
        clearSession();
        navigate("/login", { replace: true });
        return;
      }
      list.update((items) => items.map((i) => (i._id === user._id ? { ...i, role } : i)));
      notify.success("Role changed", { afterClose: true, description: `${user.username} is now ${ROLE_LABELS[role]} and must log in again.` });
    } catch (err) {
      setChange(null);
      notifyFailure("Failed to change role", err, { afterClose: true });
    } finally {
      setChanging(false);
    }
  }

  const columns: Column<PublicUser>[] = [
    {
      header: "Username",
      lead: true,
      cell: (u) => (
        <span className="font-semibold text-slate-900">
          {u.username}
          {isMe(u) && <span className="ml-2 text-xs font-medium text-slate-500">(you)</span>}
        </span>
      ),
    },
    { header: "Email", cell: (u) => <span className="break-all">{u.email}</span> },
    { header: "Mobile", cell: (u) => u.mobile, className: "whitespace-nowrap" },
    { header: "Status", cell: (u) => <StatusBadge verified={u.isVerified} /> },
    {
      header: "Role",
      cell: (u) =>
        u.isVerified && u.role ? (
          <RoleSelect label={`Role of ${u.username}`} value={u.role} onChange={(role) => role !== u.role && setChange({ user: u, role })} />
        ) : (
          <>
            <RoleSelect
              label={`Role for ${u.username} when verified`}
              value={pendingRoles[u._id] ?? DEFAULT_ROLE}
              disabled={verifying === u._id}
              onChange={(role) => setPendingRoles((roles) => ({ ...roles, [u._id]: role }))}
            />
            <span className="mt-0.5 block text-xs text-slate-500" aria-hidden="true">
              given on Verify
            </span>
          </>
        ),
    },
    // Verify, then Delete; no Edit: the role is chosen in its own column.
    actionsColumn((u) => (
      <RowActions subject={u.username} onDelete={() => del.ask(u)}>
        <Button
          size="sm"
          variant={u.isVerified ? "secondary" : "primary"}
          disabled={u.isVerified || verifying === u._id}
          onClick={() => verify(u)}
          aria-label={`Verify ${u.username}`}
        >
          {verifying === u._id ? <Spinner className="h-3.5 w-3.5" /> : <CheckIcon className="h-3.5 w-3.5" />}
          Verify
        </Button>
      </RowActions>
    )),
  ];

  return (
    <SectionFrame title="Users" description="Staff accounts and what each may do. New sign-ups can log in once an admin verifies them with a role.">
      <RoleLegend />
      <ResourceTable noun="users" caption="Staff users" columns={columns} list={list} rowKey={(u) => u._id} emptyText="No users yet." matches={matches} />
      <ConfirmDialog title="Delete user?" {...del.dialog}>
        <p>
          <strong className="text-slate-900">{del.target?.username}</strong> will lose access to the dashboard at once. This cannot be undone.
          {isMe(del.target) && " This is your own account: you will be logged out."}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        title="Change role?"
        open={change !== null}
        busy={changing}
        onConfirm={confirmRoleChange}
        onCancel={() => setChange(null)}
        confirmLabel="Change role"
        busyLabel="Changing..."
        variant="primary"
      >
        {change && (
          <p>
            <strong className="text-slate-900">{change.user.username}</strong> becomes <strong className="text-slate-900">{ROLE_LABELS[change.role]}</strong>:{" "}
            {ROLE_DESCRIPTIONS[change.role]}. They are logged out and log in again to use it.
            {isMe(change.user) && " This is your own account: you will be logged out now."}
          </p>
        )}
      </ConfirmDialog>
    </SectionFrame>
  );
}
