import type { SeedCourse } from "./index";

export const course: SeedCourse = {
  id: "graphics-design",
  name: "Graphic Design",
  image: "/images/courses/graphics-design.svg",
  heading: "Design visuals and interfaces that communicate clearly",
  summary: "Photoshop, Illustrator, InDesign, Canva and Figma for print, social media, branding and UI/UX design.",
  overview:
    "This course is for creative students, print and marketing staff, and anyone who wants to turn an eye for design into a profession. It begins with design principles: layout, colour, typography, hierarchy and grids, because software skills matter little without them. You then learn Adobe Photoshop for photo editing and compositing, Illustrator for logos and vector illustration, and InDesign for brochures, magazines and print-ready files, along with Canva for quick social media work. The final part introduces UI/UX design in Figma: user research basics, wireframes, design systems and clickable prototypes for websites and mobile apps. You will finish with a portfolio of real-style briefs. Typical roles include graphic designer, visual designer for social media, DTP operator, junior UI/UX designer and brand designer at agencies, studios, printers and in-house marketing teams in Chennai.",
  curriculum: {
    overview: "Principles first, then the tools, then UI/UX. Every module ends with a brief that goes into your portfolio.",
    modules: [
      {
        title: "Design principles",
        topics: ["Composition and grids", "Colour theory", "Typography pairing", "Visual hierarchy", "Working from a client brief"],
      },
      {
        title: "Adobe Photoshop",
        topics: ["Layers, masks and selections", "Retouching and colour correction", "Compositing", "Exporting for web, social media and print"],
      },
      {
        title: "Adobe Illustrator",
        topics: ["The pen tool and bezier curves", "Shapes and Pathfinder", "Logos and icons", "Vector illustration", "Brand identity basics"],
      },
      {
        title: "Adobe InDesign and print",
        topics: ["Multi-page layouts and master pages", "Paragraph and character styles", "Brochures and flyers", "CMYK and bleed", "Print-ready PDFs"],
      },
      { title: "Canva and social media design", topics: ["Templates and brand kits", "Carousels and posters", "Short motion posts", "YouTube thumbnails"] },
      {
        title: "UI/UX design with Figma",
        topics: ["User personas and user flows", "Wireframes", "Auto layout and components", "Design systems", "Interactive prototypes for web and mobile"],
      },
      { title: "Portfolio project", topics: ["A complete brand and UI case study", "Presenting your process", "Publishing on Behance or a personal site"] },
    ],
  },
  features: [
    "Individual design workstations with the full tool set",
    "Weekday and weekend batches",
    "Portfolio reviews with feedback on every brief",
    "UI/UX design module included",
    "Print production guidance for real-world jobs",
  ],
  learn: [
    "Apply layout, colour and typography principles with intent",
    "Retouch and composite images in Photoshop",
    "Draw logos and icons with the pen tool in Illustrator",
    "Prepare print-ready brochures in InDesign",
    "Wireframe and prototype app screens in Figma",
    "Present a design portfolio and explain your decisions",
  ],
  definition:
    "Graphic design is the craft of communicating ideas visually using images, shapes, colour and type. Designers create logos, posters, packaging, social media posts, brochures and the screens of websites and apps. UI/UX design is a branch of it that focuses on digital products: UI is how the interface looks, and UX is how easy and pleasant it is to use. Good design solves a communication problem, not just decoration.",
  duration: "4 months",
  faq: [
    {
      question: "How long is the Graphic Design course?",
      answer:
        "The graphic design course runs for about 4 months: design principles first, then Photoshop, Illustrator, InDesign and Canva, then UI/UX in Figma and a portfolio project.",
    },
    {
      question: "Do I need any background to join?",
      answer:
        "No drawing skill or design degree is needed, only an interest in design and basic computer use. Creative students, print and marketing staff and career changers all join. Each student works on their own workstation with the full set of tools.",
    },
    {
      question: "What are the class timings?",
      answer:
        "We run weekday and weekend batches. When a batch is open, its start date, days and timings are listed under Upcoming batches on this page. If none is listed, call or WhatsApp us and we will tell you when the next batch starts and which timings are available.",
    },
    {
      question: "Do you help with placement after the course?",
      answer:
        "Yes. Placement preparation runs alongside the course: resume and cover-letter workshops, mock technical and HR interviews with feedback, and one-to-one career counselling. When you are ready, we share openings from companies we work with for roles such as graphic designer, visual designer, social media designer and junior UI/UX designer. We prepare you and connect you with employers; we do not promise a job, because the interview is yours to win.",
    },
    {
      question: "Will I get a certificate?",
      answer:
        "Yes. You receive our course completion certificate after your briefs and the portfolio project have been reviewed. For design jobs your portfolio matters most, so we review every brief with you before it goes in.",
    },
  ],
  seo: {
    title: "Graphic Design Course in Chennai | Chennai Tech Academy",
    description: "Graphic design course in Chennai with Photoshop, Illustrator, InDesign, Canva and UI/UX design in Figma, plus a portfolio of real briefs.",
    keywords: "graphic design course in Chennai, UI UX design course, Photoshop training, Illustrator course, Figma training, DTP course",
  },
  highlights: ["Includes UI/UX design in Figma", "Leave with a finished design portfolio"],
};
