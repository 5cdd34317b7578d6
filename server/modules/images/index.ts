// The front door of the images module (docs/decisions/090): uploaded images: the
// routes, the store and the photo records other modules keep. Code outside the module
// imports this file only; what it exports is what other modules may use.

export { imageRoutes } from "./routes";
export { photoRecordStore } from "./photo-records";
export type { ProcessedImage } from "./process";
export { deleteImageByPath, saveImage } from "./repository";
export { readRecordWrite } from "./upload";
