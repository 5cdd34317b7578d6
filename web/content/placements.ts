// The Placements page's fixed copy around the services staff edit (their seed is
// server/modules/content/seed-data/placement-services.json).

export const placementIntro = {
  heading: "Placement support that starts on your first day",
  lead: "A certificate opens the door; being ready for the interview gets you through it. That is why placement preparation at Chennai Tech Academy runs alongside your course, not after it.",
  paragraphs: [
    "From the first month our placement team keeps track of your progress, your projects and the kind of role you want. By the time you finish, you have practised the interviews you will face, your resume tells a clear story and you know which companies are hiring for your skills.",
    "Support does not end with the course. Students who are still looking for the right role can keep attending mock interviews and receive job openings from our partner companies until they are placed.",
  ],
  highlights: ["Mock interviews every month", "Resume and cover-letter reviews", "One-to-one career counselling", "Openings from partner companies"],
} as const;

export const placementDisclaimer = {
  title: "Disclaimer",
  text: "This student has been placed with a company that asks us, under a confidentiality agreement, not to publish its name. We are therefore unable to name the company here.",
} as const;
