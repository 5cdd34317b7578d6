import type { WhyChooseItems } from "#contracts/content";

// The seven 'Why choose us' points, in our own words.
export const seedWhyChoose: WhyChooseItems = [
  {
    id: 1,
    title: "Courses built around real jobs",
    description:
      "Twelve programmes, from Full Stack and Data Science to Tally and MEP, each planned backwards from the roles Chennai companies are hiring for right now.",
  },
  {
    id: 2,
    title: "Hands-on live projects",
    description: "You learn by building: every batch works on live project briefs, so you finish with work you can show and explain in an interview.",
  },
  {
    id: 3,
    title: "Trainers from the industry",
    description: "Our trainers have shipped software, run audits and managed campaigns. They teach what the job actually asks of you, not just the syllabus.",
  },
  {
    id: 4,
    title: "Placement support until you are hired",
    description: "Mock interviews, resume reviews and introductions to hiring partners continue after the course ends, until you land your first offer.",
  },
  {
    id: 5,
    title: "Comfortable, well-equipped campus",
    description: "Air-conditioned classrooms, a modern computer lab and a workstation for every learner, so nothing gets in the way of practice.",
  },
  {
    id: 6,
    title: "Certificates that carry weight",
    description: "Earn a course completion certificate backed by assessed projects, and get guidance on the global certifications that suit your track.",
  },
  {
    id: 7,
    title: "Students who recommend us",
    description: "Most of our new learners come through a friend or family member who studied here. Their reviews and videos say it better than we can.",
  },
];
