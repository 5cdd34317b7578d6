// Crash safety: 500 concurrent enquiries, SIGKILL mid-way, restart on the same
// database, and count acknowledged enquiries that are missing.
import crypto from "node:crypto";
import { connect } from "#server/db/connect";
import { startServer } from "./server";
import { type DbTarget, serverEnv } from "./setup";

export interface CrashResult {
  target: string;
  sent: number;
  acknowledged: number;
  failed: number;
  found: number;
  lost: number;
}

export async function crashSafety(target: DbTarget): Promise<CrashResult> {
  const env = serverEnv(target);
  const server = await startServer(env);
  const tag = crypto.randomBytes(3).toString("hex");
  const N = 500;
  let acks = 0;
  let killed = false;
  const acknowledged: string[] = [];
  const kill = async () => {
    if (killed) return;
    killed = true;
    await server.kill9();
  };
  const sends = Array.from({ length: N }, async (_, i) => {
    try {
      const res = await fetch(`${server.url}/api/enquiries`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          form: "contact",
          name: `Crash ${i}`,
          phone: "9876543210",
          email: `crash-${tag}-${i}@example.in`,
          message: "Crash test enquiry",
        }),
      });
      if (res.status === 201) {
        acknowledged.push(((await res.json()) as { id: string }).id);
        // Kill mid-way: once about a fifth of the enquiries have been acknowledged.
        if (++acks === Math.floor(N / 5)) void kill();
      }
    } catch {
      // connection reset by the kill: not acknowledged
    }
  });
  const safety = setTimeout(() => void kill(), 5_000);
  await Promise.all(sends);
  clearTimeout(safety);
  await kill();
  // Restart on the same database, as a supervisor would, and count what is there.
  const again = await startServer(env);
  await again.stop();
  const conn = connect(target.database);
  const rows = await conn.db.selectFrom("enquiries").select("id").where("email", "like", `crash-${tag}-%`).execute();
  await conn.close();
  const found = new Set(rows.map((r) => r.id));
  return {
    target: target.name,
    sent: N,
    acknowledged: acknowledged.length,
    failed: N - acknowledged.length,
    found: found.size,
    lost: acknowledged.filter((id) => !found.has(id)).length,
  };
}
