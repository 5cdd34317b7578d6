import type { FixedPublicPage } from "#contracts/public-paths";
import type { Seo } from "#contracts/content";

// Search title, description and keywords of each public page with a fixed address
// (a course's are saved with the course; the 404 page has none). A page added to
// the registry (contracts/public-paths.ts) fails the typecheck until it has them.
// "{institute}" is the institute's name from the site facts (lib/seo.ts fills it
// in), so a renamed institute is not announced under the old name.
export const pageSeo: Record<FixedPublicPage, Seo> = {
  home: {
    title: "Job Oriented Computer Courses in Chennai | {institute}",
    description:
      "Learn Full Stack, Data Science, Cyber Security, Python, AWS, Tally and more in Chennai with live projects, expert trainers and placement support.",
    keywords: "computer courses in Chennai, job oriented courses, IT training Chennai, placement training, software courses",
  },
  about: {
    title: "About Us | {institute}",
    description: "Who we are, what we believe and how we train: the vision and mission of {institute}, a job-oriented computer training institute in Chennai.",
    keywords: "about {institute}, computer institute Chennai, training institute vision, IT academy mission",
  },
  courses: {
    title: "All Courses | {institute}",
    description:
      "Twelve job-oriented courses in Chennai: Cyber Security, Data Science, Full Stack, Java, Python, Graphic Design, Tally, MS Office, Digital Marketing, MEP, AWS and VFX.",
    keywords: "IT courses Chennai, software training courses, computer course list, job oriented training, certification courses",
  },
  placements: {
    title: "Placements and Career Support | {institute}",
    description:
      "Mock interviews, resume workshops, career counselling and hiring partners: see how we prepare students for jobs and where they have been placed.",
    keywords: "placement support Chennai, IT placements, mock interview training, resume workshop, career counselling",
  },
  "corporate-training": {
    title: "Corporate Training in Chennai | {institute}",
    description:
      "Custom technical and office-skills training for your teams, on-site or at our Chennai centre. Tell us your goals and we will plan the programme.",
    keywords: "corporate training Chennai, employee upskilling, team training, onsite IT training, corporate workshops",
  },
  "student-feedback": {
    title: "Student Feedback Videos | {institute}",
    description: "Hear from our students in their own words: video feedback on trainers, projects, placement support and life at {institute}.",
    keywords: "student reviews {institute}, training institute feedback, student testimonials, course reviews Chennai",
  },
  blog: {
    title: "Blog | {institute}",
    description: "Career tips, technology explainers and course updates from the trainers at {institute} in Chennai.",
    keywords: "IT career blog, tech tips, course updates, Chennai training blog, learning resources",
  },
  contact: {
    title: "Contact Us | {institute}",
    description: "Call, WhatsApp or visit {institute} in Vadapalani, Chennai, or send us a message and a counsellor will call you back.",
    keywords: "contact {institute}, computer institute address Chennai, course enquiry, training institute phone",
  },
};
