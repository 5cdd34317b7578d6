import { Link } from "react-router";
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
      footer={
        <>
          <p>
            Already have an account?{" "}
            <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Log in
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
      <SignupForm />
    </AuthLayout>
  );
}
