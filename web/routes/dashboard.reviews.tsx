// /dashboard/reviews, the students' reviews on the site: its own route, loaded when first opened (docs/decisions/088).
import { ReviewsSection } from "../features/dashboard/reviews/reviews-section";

export default ReviewsSection;
