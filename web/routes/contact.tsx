// The /contact route: its meta and the contact page.

import { fixedPageMeta } from "../lib/seo";
import type { Route } from "./+types/contact";
import Contact from "../pages/contact";

export const meta: Route.MetaFunction = ({ matches }) => fixedPageMeta("contact", matches);

export default function ContactRoute() {
  return <Contact />;
}
