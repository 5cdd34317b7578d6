import type { AboutDocument } from "#contracts/content";
import { seedSiteFacts as site } from "./site";

// The About page as a new installation starts: its search texts, header and the
// about, vision and mission sections, in our own words. A blank line in content
// starts a new paragraph. Staff edit it under Dashboard → Pages → About.
export const seedAbout: AboutDocument = {
  seo: {
    title: "About Us | {institute}",
    description: "Who we are, what we believe and how we train: the vision and mission of {institute}, a job-oriented computer training institute in Chennai.",
    keywords: "about {institute}, computer institute Chennai, training institute vision, IT academy mission",
    canonical: "/about",
  },
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
