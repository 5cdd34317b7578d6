// The front door of the site-pages module (docs/decisions/090): pre-rendered public
// pages: the renderer, live pages, the preview and the snapshot they read. Code outside
// the module imports this file only; what it exports is what other modules may use.

export { FirstPaint } from "./first-paint";
export { LivePages, ON_DEMAND_LIMIT } from "./live-pages";
export { renderedUrl } from "./page-url";
export { checkPreviewRequest, type PreviewRenderer, registerPreview } from "./preview";
export { loadServerBuild, PageRenderer, type RenderedPage } from "./renderer";
export { readSnapshot } from "./snapshot";
