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
  // The staff dashboard (docs/decisions/088): a layout with the sidebar and the
  // session check, and a route module per section, each loaded when first opened.
  // `/dashboard` alone (and any old `?section=` link) goes to the right section.
  route("dashboard", "routes/dashboard.tsx", [
    index("routes/dashboard._index.tsx"),
    route("overview", "routes/dashboard.overview.tsx"),
    // A lead opens over the inbox: the same screen, so the list keeps its place.
    route("enquiries/:id?", "routes/dashboard.enquiries.tsx"),
    route("templates", "routes/dashboard.templates.tsx"),
    route("certificates", "routes/dashboard.certificates.tsx"),
    route("classes/:batchId?", "routes/dashboard.classes.tsx"),
    // The placement officer's desk (docs/decisions/098): a view (employers, graduates, …) and a record in it (a drive's board, a graduate's outcome).
    route("placement-desk/:view?/:id?", "routes/dashboard.placement-desk.tsx"),
    route("users", "routes/dashboard.users.tsx"),
    route("placements", "routes/dashboard.placements.tsx"),
    route("reviews", "routes/dashboard.reviews.tsx"),
    route("videos", "routes/dashboard.videos.tsx"),
    route("courses/:slug?", "routes/dashboard.courses.tsx"),
    route("pages", "routes/dashboard.pages.tsx"),
    route("site", "routes/dashboard.site.tsx"),
    route("batches", "routes/dashboard.batches.tsx"),
    route("audit", "routes/dashboard.audit.tsx"),
    route("password", "routes/dashboard.password.tsx"),
    route("two-factor", "routes/dashboard.two-factor.tsx"),
    // A path no section has (a typo, a section since removed): where the role starts.
    route("*", "routes/dashboard._index.tsx", { id: "routes/dashboard.unknown" }),
  ]),
] satisfies RouteConfig;
