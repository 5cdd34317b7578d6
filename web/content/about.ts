import { pageSeo } from "./pages";
import { seedSite as site } from "./site";
import type { AboutConfig } from "./types";

// The About page: header and the about, vision and
// mission sections, in our own words. A blank line in content starts a new paragraph.
export const aboutConfig: AboutConfig = {
  seo: { ...pageSeo.about, canonical: "/about" },
  header: `About ${site.name}`,
  sections: [
    {
      id: 1,
      type: "about",
      title: "Who we are",
      content:
        `${site.name} is a computer training institute in Vadapalani, Chennai, set up to close the gap between what colleges teach and what employers expect on a new joiner's first day.\n\n` +
        "We teach twelve job-oriented courses, from Full Stack development, Data Science and Cyber Security to Tally, MEP design and video editing, in small batches where every learner gets a workstation and a trainer's attention.\n\n" +
        "Every course mixes short lessons with long practice: live project briefs, code and design reviews, and mock interviews that feel like the real thing. When you finish, our placement team stays with you until you are hired.",
    },
    {
      id: 2,
      type: "vision",
      title: "Our vision",
      content:
        "A Chennai where anyone willing to work hard, whatever their college, degree or background, can learn a skill that employers value and build a career with it.",
    },
    {
      id: 3,
      type: "mission",
      title: "Our mission",
      content:
        "To keep our courses in step with what companies hire for, to teach through real projects guided by working professionals, and to support every student with honest counselling and placement help from the first class to the first job.",
    },
  ],
};

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
