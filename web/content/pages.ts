import type { Seo } from "./types";

// Search title, description and keywords of each public page that is not a course.
export const pageSeo: Record<"home" | "about" | "courses" | "placements" | "corporate" | "feedback" | "blog" | "contact", Seo> = {
  home: {
    title: "Job Oriented Computer Courses in Chennai | Chennai Tech Academy",
    description:
      "Learn Full Stack, Data Science, Cyber Security, Python, AWS, Tally and more in Chennai with live projects, expert trainers and placement support.",
    keywords: "computer courses in Chennai, job oriented courses, IT training Chennai, placement training, software courses",
  },
  about: {
    title: "About Us | Chennai Tech Academy",
    description:
      "Who we are, what we believe and how we train: the vision and mission of Chennai Tech Academy, a job-oriented computer training institute in Chennai.",
    keywords: "about Chennai Tech Academy, computer institute Chennai, training institute vision, IT academy mission",
  },
  courses: {
    title: "All Courses | Chennai Tech Academy",
    description:
      "Twelve job-oriented courses in Chennai: Cyber Security, Data Science, Full Stack, Java, Python, Graphic Design, Tally, MS Office, Digital Marketing, MEP, AWS and VFX.",
    keywords: "IT courses Chennai, software training courses, computer course list, job oriented training, certification courses",
  },
  placements: {
    title: "Placements and Career Support | Chennai Tech Academy",
    description:
      "Mock interviews, resume workshops, career counselling and hiring partners: see how we prepare students for jobs and where they have been placed.",
    keywords: "placement support Chennai, IT placements, mock interview training, resume workshop, career counselling",
  },
  corporate: {
    title: "Corporate Training in Chennai | Chennai Tech Academy",
    description:
      "Custom technical and office-skills training for your teams, on-site or at our Chennai centre. Tell us your goals and we will plan the programme.",
    keywords: "corporate training Chennai, employee upskilling, team training, onsite IT training, corporate workshops",
  },
  feedback: {
    title: "Student Feedback Videos | Chennai Tech Academy",
    description:
      "Hear from our students in their own words: video feedback on trainers, projects, placement support and life at Chennai Tech Academy.",
    keywords: "student reviews Chennai Tech Academy, training institute feedback, student testimonials, course reviews Chennai",
  },
  blog: {
    title: "Blog | Chennai Tech Academy",
    description:
      "Career tips, technology explainers and course updates from the trainers at Chennai Tech Academy in Chennai.",
    keywords: "IT career blog, tech tips, course updates, Chennai training blog, learning resources",
  },
  contact: {
    title: "Contact Us | Chennai Tech Academy",
    description:
      "Call, WhatsApp or visit Chennai Tech Academy in Vadapalani, Chennai, or send us a message and a counsellor will call you back.",
    keywords: "contact Chennai Tech Academy, computer institute address Chennai, course enquiry, training institute phone",
  },
};
