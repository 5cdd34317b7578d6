// A part of a dashboard screen loaded on demand (docs/decisions/088) whose file
// is gone: a new version was deployed since this page opened.

/** Loads the page afresh (its new version), as React Router does for a route module it cannot load. */
export function reloadForNewVersion(err: unknown): Promise<never> {
  console.error("A part of the dashboard could not be loaded; reloading the page.", err);
  window.location.reload();
  return new Promise<never>(() => {});
}
