// /dashboard/videos, the YouTube videos on the site: its own route, loaded when first opened (docs/decisions/088).
import { VideosSection } from "../features/dashboard/videos/videos-section";

export default VideosSection;
