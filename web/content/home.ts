// Copy of the home page sections (docs/decisions/009: content is data).

export interface MarketingParagraph {
  title: string;
  body: string;
}

export const homeContent = {
  hero: {
    eyebrow: "Computer training institute in Vadapalani, Chennai",
    supportingLine:
      "Learn the skills employers ask for, practise them on live projects with trainers from the industry, and get interview support until you are placed.",
    registerLabel: "Register Now",
    exploreLabel: "Explore courses",
    chipsLabel: "Popular courses",
    highlights: [
      { title: "Live projects", text: "Build real work in every course" },
      { title: "Weekday & weekend batches", text: "Learn around college or a job" },
      { title: "Placement support", text: "Mock interviews and hiring partners" },
      { title: "Certification", text: "Assessed projects, a certificate you can show" },
    ],
  },
  whyChoose: {
    eyebrow: "Why choose us",
    heading: "Training that ends with a job, not just a certificate",
    intro: "Seven reasons students and parents across Chennai trust us with their careers.",
    cta: {
      title: "Not sure which course fits you?",
      text: "Tell us about your background and goals. A counsellor will suggest a track and a batch that suits you.",
      link: "Talk to a counsellor",
    },
  },
  ourCourses: {
    heading: "Our Courses",
    lead: "Pick a track and we will take you from the basics to job ready, one practical step at a time.",
    listLabel: "All courses",
    paragraphs: [
      {
        title: "Start where you are",
        body: "Fresh graduate, career changer or working professional: every course begins with the fundamentals and moves at a pace you can keep up with. Small batches mean the trainer knows your name, your progress and the topics you need to revisit.",
      },
      {
        title: "Practise on work that looks like the job",
        body: "Developers build and deploy full applications, analysts clean messy data and present findings, designers answer real client briefs, and accountants close a year of books in Tally. By the end you have a portfolio, not just notes.",
      },
      {
        title: "Learn from people who do the work",
        body: "Our trainers spend their days in software teams, security audits, design studios and finance departments. They bring the tools, shortcuts and habits that teams expect from a new joiner on day one.",
      },
      {
        title: "Batches that fit your week",
        body: "Choose weekday batches if you want to finish quickly, or weekend batches if you are studying or working. Missed a class? Recorded sessions and doubt-clearing slots help you catch up without falling behind.",
      },
      {
        title: "Support that continues after the course",
        body: "Resume workshops, mock technical and HR interviews and referrals to our hiring partners start before your final project and continue until you are placed. Many of our students return years later to upskill again.",
      },
    ] satisfies MarketingParagraph[],
  },
  videos: {
    eyebrow: "Student stories",
    heading: "Job Ready Courses",
    intro: "Short videos from our classrooms and from students who are now working in the roles they trained for.",
  },
  testimonials: {
    eyebrow: "Testimonials",
    heading: "What our students say",
  },
} as const;
