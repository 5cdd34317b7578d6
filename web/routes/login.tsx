import { AuthLayout } from "../features/auth/auth-layout";
import { LoginForm } from "../features/auth/login-form";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Staff login", matches);

export default function Login() {
  return (
    <AuthLayout
      title="Staff login"
      subtitle="Log in to manage users, placements, reviews and videos."
      other={{ question: "New to the team?", to: "/signup", label: "Create a staff account" }}
    >
      <LoginForm />
    </AuthLayout>
  );
}
