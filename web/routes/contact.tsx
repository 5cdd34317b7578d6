import { pageSeo } from "../content/pages";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/contact";
import Contact from "../pages/contact";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ ...pageSeo.contact, path: "/contact" }, matches);

export default function ContactRoute() {
  return <Contact />;
}
