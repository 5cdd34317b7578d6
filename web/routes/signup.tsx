import { AuthLayout } from "../features/auth/auth-layout";
import { SignupForm } from "../features/auth/signup-form";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Staff signup", matches);

export default function Signup() {
  return (
    <AuthLayout
      title="Staff signup"
      subtitle="Create your staff account. A colleague must verify it before you can log in."
      other={{ question: "Already have an account?", to: "/login", label: "Log in" }}
    >
      <SignupForm />
    </AuthLayout>
  );
}
