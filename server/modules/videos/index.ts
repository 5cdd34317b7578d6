// The front door of the videos module (docs/decisions/090): videos: the routes and the
// records the public pages read. Code outside the module imports this file only; what
// it exports is what other modules may use.

export { videoRoutes } from "./routes";
export { listVideos, toVideo } from "./repository";
