import { Link } from "react-router";
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
      footer={
        <>
          <p>
            New to the team?{" "}
            <Link to="/signup" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Create a staff account
            </Link>
          </p>
          <p>
            <Link to="/" reloadDocument className="font-medium text-slate-600 underline-offset-4 hover:text-brand-700 hover:underline">
              ← Back to the website
            </Link>
          </p>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
