import type { placementServicesSchema } from "../../../../contracts/content";
import type { z } from "../../../../contracts/zod";

// The what-we-offer list of the Placements page as a new installation starts;
// staff edit it under Dashboard → Pages → Placement services.
export const seedPlacementServices: z.input<typeof placementServicesSchema> = [
  {
    name: "Interview Preparation",
    des: "Interviews feel far less frightening once you have faced a few. We run realistic rounds with our trainers and visiting industry professionals so that the real one feels familiar.",
    image: "/images/placements/interview-preparation.svg",
    list: [
      {
        title: "Mock interviews",
        desc: "Timed, recorded practice rounds set up like a real company drive: aptitude, technical and HR.",
      },
      {
        title: "Technical and HR practice",
        desc: "Questions drawn from your own course and projects, plus the common HR questions and how to answer them honestly.",
      },
      {
        title: "Confidence building",
        desc: "Short speaking drills, group discussions and presentations that help you stay calm and think clearly under pressure.",
      },
      {
        title: "Communication",
        desc: "Spoken English, explaining your code or design in simple words, and writing professional e-mails.",
      },
      {
        title: "Feedback",
        desc: "After every mock round you get written feedback with two or three things to improve before the next one.",
      },
    ],
    conclusion: "Most students take four to six mock rounds before their first company interview.",
  },
  {
    name: "Industry Partnerships",
    des: "We work with software companies, accounting firms, design studios and MEP consultants in and around Chennai. They share openings with us, visit for hiring drives and help shape what we teach.",
    image: "/images/placements/industry-partnerships.svg",
    list: [
      { title: "Hiring drives", desc: "Partner companies interview shortlisted students at our centre or online." },
      { title: "Live projects", desc: "Real briefs from partners give you work you can show and talk about in interviews." },
      { title: "Guest sessions", desc: "Working professionals explain what their teams look for in a fresher." },
    ],
  },
  {
    name: "Personalised Career Counselling",
    des: "Not everyone wants the same job. A counsellor sits with you to match your strengths, qualification and interests with roles that suit you, and plans the next steps together with you.",
    image: "/images/placements/career-counselling.svg",
    list: [
      { title: "Role mapping", desc: "Which job titles fit your course, degree and experience, and what a typical first year in each role looks like." },
      { title: "Career switches", desc: "A clear path for graduates from non-IT backgrounds and for working people changing fields." },
    ],
    conclusion: "Counselling is open to every enrolled student at no extra cost.",
  },
  {
    name: "Resume and Cover-Letter Workshops",
    des: "Recruiters spend less than a minute on a resume. In small-group workshops you rebuild yours so that your skills and projects stand out, and learn to write a short cover letter for each application.",
    image: "/images/placements/resume-workshop.svg",
    list: [
      { title: "One-page resumes", desc: "A clean layout that reads well on screen and passes applicant tracking systems." },
      { title: "Project write-ups", desc: "Describe what you built, the tools you used and the result, in two or three lines." },
      { title: "Profiles that get found", desc: "A LinkedIn profile and portfolio link that match your resume." },
    ],
  },
];
