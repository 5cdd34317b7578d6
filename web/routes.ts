import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { PUBLIC_PAGES } from "../contracts/public-paths";

// The whole URL map of the site in one place. The public pages come from their
// registry (contracts/public-paths.ts): each page's module is routes/<page>.tsx.
export default [
  layout(
    "routes/site-layout.tsx",
    PUBLIC_PAGES.map(({ page, path }) => (path === "/" ? index(`routes/${page}.tsx`) : route(path.replace(/^\//, ""), `routes/${page}.tsx`))),
  ),
  // Staff screens: no site header, floating buttons or footer.
  // One module for both: the id tells it which page to show.
  route("login", "routes/staff-auth.tsx", { id: "login" }),
  route("signup", "routes/staff-auth.tsx", { id: "signup" }),
  route("dashboard", "routes/dashboard.tsx"),
] satisfies RouteConfig;
