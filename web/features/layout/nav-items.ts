// Main navigation items, in order (docs/decisions/008). Courses is rendered with
// its dropdown separately; it sits after "About us".
export const navBefore = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About us" },
] as const;

export const navAfter = [
  { to: "/placements", label: "Placements" },
  { to: "/corporate-training", label: "Corporate Training" },
  { to: "/student-feedback", label: "Student Feedback" },
  { to: "/blog", label: "Blog" },
] as const;
