import { createContext } from "react-router";
import type { FormReply } from "#contracts/form-reply";
import type { SiteSnapshot } from "#contracts/site-snapshot";

// The content snapshot every page is rendered from: the saved content, set by
// the server (server/modules/site-pages), or the seed while the build pre-renders
// (set by the root route's middleware, web/root.tsx). The server and its copy of
// the web app's server build are two module graphs, so the context object is
// kept under a global symbol: both sides must hold the same object for the
// loaders to find the value.
const KEY = Symbol.for("chennai-tech-academy.site-content");
type Holder = { [KEY]?: ReturnType<typeof createContext<SiteSnapshot | null>> };

export const siteContentContext = ((globalThis as Holder)[KEY] ??= createContext<SiteSnapshot | null>(null));

/** The snapshot a loader renders its page from; there always is one (see above). */
export function snapshotOf(context: { get: (c: typeof siteContentContext) => SiteSnapshot | null }): SiteSnapshot {
  const snapshot = context.get(siteContentContext);
  if (!snapshot) throw new Error("No content snapshot to render this page from (the root route's middleware sets the seed's at build time)");
  return snapshot;
}

const REPLY_KEY = Symbol.for("chennai-tech-academy.form-reply");
type ReplyHolder = { [REPLY_KEY]?: ReturnType<typeof createContext<FormReply | null>> };

/** The server's answer to a plain form post that this render shows (contracts/form-reply.ts), if any. */
export const formReplyContext = ((globalThis as ReplyHolder)[REPLY_KEY] ??= createContext<FormReply | null>(null));
