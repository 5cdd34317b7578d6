import { data } from "react-router";
import { rootContent } from "../lib/site-content";
import type { Route } from "./+types/not-found";
import NotFound from "../pages/not-found";

// Any path no other route claims: this page, answered with a real 404 status.
export const loader = () => data(null, { status: 404 });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Page not found | ${rootContent(matches).site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
