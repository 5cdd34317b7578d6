// /dashboard/two-factor, the signed-in person's two-factor login: its own route, loaded when first opened (docs/decisions/088).
import { TwoFactorSection } from "../features/dashboard/account/two-factor-section";

export default TwoFactorSection;
