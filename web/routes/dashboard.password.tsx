// /dashboard/password, the signed-in person's password: its own route, loaded when first opened (docs/decisions/088).
import { ChangePasswordSection } from "../features/dashboard/account/change-password-section";

export default ChangePasswordSection;
