import { AuthLayout } from "../features/auth/auth-layout";
import { authPageOf } from "../features/auth/auth-pages";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/staff-auth";

// Serves both /login and /signup (web/routes.ts gives each its id): they differ only in their words and form.
export const meta: Route.MetaFunction = ({ matches }) => staffMeta(authPageOf(matches).title, matches);

export default function StaffAuth({ matches }: Route.ComponentProps) {
  const { title, subtitle, other, Form } = authPageOf(matches);
  return (
    <AuthLayout title={title} subtitle={subtitle} other={other}>
      <Form />
    </AuthLayout>
  );
}
