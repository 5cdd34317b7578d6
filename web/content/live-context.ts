import { createContext } from "react-router";
import type { FormReply } from "../../contracts/form-reply";
import type { SiteSnapshot } from "../../contracts/site-snapshot";

// The content snapshot the server renders pages from (server/modules/site-pages).
// The server and its copy of the web app's server build are two module graphs,
// so the context object is kept under a global symbol: both sides must hold the
// same object for the loaders to find the value. At build time nothing is set
// and the loaders fall back to the seed files.
const KEY = Symbol.for("chennai-tech-academy.site-content");
type Holder = { [KEY]?: ReturnType<typeof createContext<SiteSnapshot | null>> };

export const siteContentContext = ((globalThis as Holder)[KEY] ??= createContext<SiteSnapshot | null>(null));

const REPLY_KEY = Symbol.for("chennai-tech-academy.form-reply");
type ReplyHolder = { [REPLY_KEY]?: ReturnType<typeof createContext<FormReply | null>> };

/** The server's answer to a plain form post that this render shows (contracts/form-reply.ts), if any. */
export const formReplyContext = ((globalThis as ReplyHolder)[REPLY_KEY] ??= createContext<FormReply | null>(null));
