// The About page's fixed copy around the sections staff edit (their seed is
// server/modules/content/seed-data/about.ts).
export const aboutExtras = {
  bannerSubtitle: "Practical training, honest guidance and support until you are placed.",
  values: [
    { title: "Small batches", text: "A trainer who knows your name and your progress." },
    { title: "Real projects", text: "Work you can show, not just notes." },
    { title: "Flexible timings", text: "Weekday and weekend batches." },
    { title: "Career support", text: "Mock interviews, resumes and referrals." },
  ],
  skills: {
    heading: "Explore Our Courses",
    intro: "Twelve career tracks, each with live projects and placement support. Pick one to see the full syllabus.",
    applyLabel: "Apply Now",
    applyText: "Training a team? We run the same courses for companies, at your office or at our centre.",
  },
  facilities: {
    eyebrow: "Our campus",
    heading: "Facilities",
    intro: "Everything you need to practise comfortably, from the first lesson to the final project.",
  },
  visit: {
    heading: "Come and see the campus",
    text: "Walk in any day from Monday to Saturday, sit in on a class, try a lab workstation and talk to a trainer before you decide.",
    link: "Plan your visit",
  },
} as const;
