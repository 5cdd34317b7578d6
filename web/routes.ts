import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The whole URL map of the site in one place.
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("courses", "routes/courses.tsx"),
    route("courses/:courseId", "routes/course.tsx"),
    route("placements", "routes/placements.tsx"),
    route("corporate-training", "routes/corporate-training.tsx"),
    route("student-feedback", "routes/student-feedback.tsx"),
    route("blog", "routes/blog.tsx"),
    route("contact", "routes/contact.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Staff screens: no site header, floating buttons or footer.
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
] satisfies RouteConfig;
