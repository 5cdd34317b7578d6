// The front door of the content module (docs/decisions/090): the site's editable
// content: courses, documents, site facts, the seed and their revisions. Code outside
// the module imports this file only; what it exports is what other modules may use.

export { contentRoutes } from "./routes";
export { enrolledCounts } from "./batches";
export { bumpVersion, staleEdit } from "./history";
export { courseNameOf, requireKnownCourse } from "./known-course";
export { readDocument, readDocuments, unreadableDocuments, unreadableMessage } from "./documents";
export {
  contentVersion,
  createCourse,
  deleteCourse,
  getCourse,
  keepRevisions,
  listBatches,
  listCourses,
  pruneRevisions,
  seedContent,
  type StoredCourse,
  updateCourse,
} from "./repository";
export { sampleFacts, seedCourses, seedDocuments, seedSiteFacts, seedSnapshot } from "./seed";
export { readSiteFacts } from "./site-facts";
