import { AuthLayout } from "../features/auth/auth-layout";
import { authPageOf } from "../features/auth/auth-pages";
import { formReplyContext } from "../lib/live-context";
import { staffMeta } from "../lib/seo";
import type { Route } from "./+types/staff-auth";

// Serves both /login and /signup (web/routes.ts gives each its id): they differ only in their words and form.
export const meta: Route.MetaFunction = ({ matches }) => staffMeta(authPageOf(matches).title, matches);

/**
 * The server's answer to the form's plain post (server/modules/auth/form-posts.ts,
 * docs/decisions/055), when this render is one: its message, the username kept.
 * The page's data carries it, so the hydrated form shows the same.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { formReply: context.get(formReplyContext) };
}

export default function StaffAuth({ matches, loaderData }: Route.ComponentProps) {
  const { title, subtitle, other, Form } = authPageOf(matches);
  return (
    <AuthLayout title={title} subtitle={subtitle} other={other}>
      <Form reply={loaderData?.formReply ?? null} />
    </AuthLayout>
  );
}
