// /dashboard/users, the staff accounts and sign-ups waiting to be verified: its own route, loaded when first opened (docs/decisions/088).
import { UsersSection } from "../features/dashboard/users/users-section";

export default UsersSection;
