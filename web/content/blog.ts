// What /blog shows while the institute has no blog feed (or the feed says it has
// none): our own short guide to the site instead of an empty page. Fixed copy,
// like the page titles in pages.ts; the course names come from the saved course
// list, and a suggested course that is no longer on the site is left out.

export interface BlogGuideLink {
  to: string;
  title: string;
  text: string;
}

export const blogGuides = {
  title: "Guides from our trainers",
  intro: "Our blog is coming soon. Until the first articles are out, these are the places our trainers send a new student first.",
  startHeading: "Good first courses",
  starterCourses: [
    { id: "python", why: "The friendliest first language: automate small tasks, then move on to web or data work." },
    { id: "full-stack", why: "Build a complete web application, from the page a user sees to the database behind it." },
    { id: "data-science", why: "Turn spreadsheets into answers with Python, statistics and clear charts." },
    { id: "tally-accounting", why: "Accounts, GST and payroll in Tally Prime, the skills offices in Chennai hire for." },
  ],
  nextHeading: "Plan your next step",
  links: [
    { to: "/courses", title: "Compare all our courses", text: "Duration, tools and the jobs each course leads to, on one page." },
    { to: "/placements", title: "See where our students work", text: "Recent placements and how we prepare you for interviews." },
    {
      to: "/contact",
      title: "Ask a counsellor",
      text: "Not sure where to start? Tell us about your studies or job and a counsellor replies within one working day.",
    },
  ] satisfies BlogGuideLink[],
};
