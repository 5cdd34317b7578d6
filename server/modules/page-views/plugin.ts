// Hooks visit counting into the serving of public pages and saves the counts on a timer and at shutdown
// (docs/decisions/053).

import type { FastifyInstance, FastifyRequest } from "fastify";
import { PollingTask } from "../common/polling-worker";
import { PageViewCounter } from "./counter";
import { visitSource } from "./source";
import { countable } from "./visitor";

declare module "fastify" {
  interface FastifyInstance {
    /** Page view counting (docs/decisions/053); absent when PAGE_VIEWS=off. */
    pageViews?: PageViews;
  }
}

export interface PageViews {
  /** A public page was served (GET, 200) for `request`: counted unless a program or an opted-out visitor asked. */
  served(request: FastifyRequest, page: string, search: string): void;
  /** Adds the counts so far to the database now (rejects when it cannot; they stay in memory). */
  flush(): Promise<void>;
  readonly counter: PageViewCounter;
}

/**
 * Counts public page loads in memory and adds them to the database every
 * PAGE_VIEWS_FLUSH_MS and once more when the server stops, after the last
 * request was answered and before the database closes.
 */
export function registerPageViews(app: FastifyInstance) {
  if (app.config.PAGE_VIEWS === "off") return;
  const counter = new PageViewCounter(app.db, app.log);
  const pageViews: PageViews = {
    counter,
    served(request, page, search) {
      if (!countable(request.headers)) return;
      // request.host: behind a proxy (TRUST_PROXY) the public host the browser asked for, as its Referer names it.
      // request.ip: the client's address, for the per-address cap only; it is never stored.
      counter.count(page, visitSource(search, request.headers.referer, request.host), app.now(), request.ip);
    },
    flush: () => counter.flush(),
  };
  app.decorate("pageViews", pageViews);
  // A failed flush already said so and keeps its counts: nothing more to log.
  const worker = new PollingTask({ everyMs: app.config.PAGE_VIEWS_FLUSH_MS, log: app.log, failure: "saving page view counts failed", atStart: false }, () =>
    counter.flush().catch(() => undefined),
  );
  app.addHook("onReady", async () => worker.start());
  app.addHook("preClose", async () => worker.stop());
  // onClose hooks run after the last request was answered, newest first: this
  // one before the database's (registered in buildApp before any module).
  app.addHook("onClose", async () => {
    await counter.flush().catch(() => app.log.error({ lost: counter.unsaved }, "page view counts could not be saved before stopping"));
  });
}
