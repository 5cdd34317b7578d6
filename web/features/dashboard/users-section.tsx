import { useState } from "react";
import type { PublicUser } from "../../../contracts/user";
import { api } from "../../lib/api";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { currentUser } from "./current-user";
import { CheckIcon } from "../../components/icons";
import { TrashIcon } from "./dashboard-icons";
import { notify } from "../../lib/notify";
import { notifyFailure } from "./notify";
import { type Column, ResourceTable } from "./resource-table";
import { SectionFrame } from "./section-frame";
import { Spinner } from "./spinner";
import { StatusBadge } from "./status-badge";
import { useDeleteFlow } from "./use-delete-flow";
import { useList } from "./use-list";

const loadUsers = (signal: AbortSignal) =>
  api<{ data?: PublicUser[] }>("/auth/users", { auth: true, signal }).then((answer) => answer.data ?? []);

const matches = (u: PublicUser, q: string) => [u.username, u.email, u.mobile].some((v) => v?.toLowerCase().includes(q));

export function UsersSection() {
  const list = useList(loadUsers);
  const [verifying, setVerifying] = useState<string | null>(null);
  const me = currentUser();
  const isMe = (u: PublicUser | null) => !!u && !!me && (me._id ? me._id === u._id : me.username === u.username);

  const del = useDeleteFlow<PublicUser>({
    remove: (u) => api(`/auth/delete/${encodeURIComponent(u._id)}`, { method: "DELETE", auth: true }),
    success: "User deleted successfully",
    failure: "Failed to delete user",
    onDeleted: (u) => {
      list.update((items) => items.filter((i) => i._id !== u._id));
      list.refresh();
    },
  });

  async function verify(user: PublicUser) {
    setVerifying(user._id);
    try {
      await api(`/auth/verify-user/${encodeURIComponent(user._id)}`, { method: "PUT", auth: true });
      notify.success("User verified successfully");
      list.update((items) => items.map((i) => (i._id === user._id ? { ...i, isVerified: true } : i)));
    } catch (err) {
      notifyFailure("Failed to verify user", err);
    } finally {
      setVerifying(null);
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
      header: "Actions",
      hideHeader: true,
      className: "text-right whitespace-nowrap",
      cell: (u) => (
        <div className="inline-flex gap-2">
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
          <Button size="sm" onClick={() => del.ask(u)} aria-label={`Delete ${u.username}`} className="hover:border-red-300 hover:text-red-700">
            <TrashIcon className="h-3.5 w-3.5" />
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <SectionFrame title="Users" description="Staff accounts. New sign-ups can log in once a colleague verifies them.">
      <ResourceTable noun="users" caption="Staff users" columns={columns} list={list} rowKey={(u) => u._id} emptyText="No users yet." matches={matches} />
      <ConfirmDialog title="Delete user?" {...del.dialog}>
        <p>
          <strong className="text-slate-900">{del.target?.username}</strong> will lose access to the dashboard at once. This cannot be undone.
          {isMe(del.target) && " This is your own account: you will be logged out."}
        </p>
      </ConfirmDialog>
    </SectionFrame>
  );
}
