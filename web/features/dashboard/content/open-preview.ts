// Opens an unsaved change as its page in a new tab, rendered by the server without scripts.

import { requestPreview } from "./api";
import { notify } from "#web/lib/notify";

export type PreviewRequest = { kind: "course"; data: unknown } | { kind: "document"; key: string; data: unknown };

/**
 * Opens the page with the unsaved change in a new tab. The tab opens at once,
 * while the click still counts as the user's, so no pop-up blocker stops it;
 * the preview's address follows when the server answers. Throws what the
 * server refused (its field messages go by the fields).
 */
export async function openPreview(request: PreviewRequest) {
  const tab = window.open("", "_blank");
  if (tab) {
    tab.opener = null;
    tab.document.title = "Preparing the preview…";
    tab.document.body.textContent = "Preparing the preview…";
  }
  try {
    const url = await requestPreview(request);
    if (!url) throw new Error("The preview has no address.");
    if (tab) tab.location.href = url;
    // Blocked after all: a click on the toast's button is the user's own and opens it.
    else notify.success("The preview is ready.", { action: { label: "Open preview", onClick: () => window.open(url, "_blank", "noopener") } });
  } catch (err) {
    tab?.close();
    throw err;
  }
}
