// The audit hook: every successful staff write is recorded with who, what and when, in one place so no route
// can forget it (docs/decisions/019).

import type { FastifyInstance } from "fastify";
import { z } from "#contracts/zod";
import "../common/audit-note";
import { readJson } from "../common/stored-json";
import { AUDITED_WRITES, type WriteAnswer } from "./actions";
import { recordAudit } from "./repository";

/** The part of a write's answer the audit reads: its `data` when that is an object (docs/decisions/092). */
const writeAnswer: z.ZodType<WriteAnswer> = z.object({ data: z.record(z.string(), z.unknown()).nullable().optional().catch(undefined) });

function parseAnswer(payload: unknown): WriteAnswer {
  return (typeof payload === "string" && readJson(writeAnswer, payload)) || {};
}

/**
 * Records every successful staff write in the audit log: who (the session's
 * user), what (the action of AUDITED_WRITES and a target) and when. One hook for
 * all routes, so no endpoint can forget it. It runs before the answer is sent,
 * so a client that got its answer finds the entry; a failure to record is
 * logged, never turned into an error for a change that has already happened.
 */
export function registerAudit(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    const staff = request.staff;
    if (!staff || request.method === "GET" || request.method === "HEAD" || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const rule = AUDITED_WRITES[route];
    if (rule === null) return payload;
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const answer = rule?.target || rule?.detail ? parseAnswer(payload) : {};
    try {
      await recordAudit(
        app.db,
        {
          userId: staff._id,
          username: staff.username,
          // A write nobody listed is still recorded, under its route.
          action: rule?.action ?? route,
          target: request.audit?.target ?? rule?.target?.(request, answer) ?? params.id ?? params.key ?? null,
          detail: { ...rule?.detail?.(request, answer), ...request.audit?.detail },
        },
        app.now(),
      );
    } catch (err) {
      request.log.error({ err, route }, "could not record a staff change in the audit log");
    }
    return payload;
  });
}
