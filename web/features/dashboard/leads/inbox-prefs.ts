import { INBOX_DEFAULT_PAGE_SIZE, INBOX_PAGE_SIZES, inboxFilterSchema, type InboxFilter } from "#contracts/enquiry-inbox";
import { fieldsOf, parseOrNull } from "#web/lib/json-fields";
import { currentUser } from "../shell/current-user";

// Each staff member's inbox opens as they left it: view, filters and page size
// are kept in this browser's local storage under their own user id, so two
// people sharing a computer do not inherit each other's view. The search text is
// not kept: a stale search would hide new leads.

export interface InboxPrefs {
  filter: InboxFilter;
  limit: number;
}

const keyFor = (userId: string) => `cta:inbox-prefs:${userId}`;
const userKey = () => {
  const user = currentUser();
  return user?._id ? keyFor(user._id) : null;
};

/** The saved view, filters and page size, each dropped when no longer valid. */
export function loadInboxPrefs(): InboxPrefs {
  const fallback: InboxPrefs = { filter: {}, limit: INBOX_DEFAULT_PAGE_SIZE };
  const key = userKey();
  if (!key) return fallback;
  try {
    // Read without trusting its shape (docs/decisions/092): an older version's prefs lose only what no longer fits.
    const saved = fieldsOf(parseOrNull(localStorage.getItem(key)));
    if (saved.size === 0) return fallback;
    const parsed = inboxFilterSchema.safeParse(saved.get("filter") ?? {});
    const filter = parsed.success ? { ...parsed.data, q: undefined } : {};
    const limit = (INBOX_PAGE_SIZES as readonly number[]).includes(Number(saved.get("limit"))) ? Number(saved.get("limit")) : fallback.limit;
    return { filter, limit };
  } catch {
    return fallback;
  }
}

export function saveInboxPrefs(prefs: InboxPrefs) {
  const key = userKey();
  if (!key) return;
  const { q: _search, ...filter } = prefs.filter;
  try {
    localStorage.setItem(key, JSON.stringify({ filter, limit: prefs.limit }));
  } catch {
    // Storage full or blocked: the inbox still works, it just forgets.
  }
}
