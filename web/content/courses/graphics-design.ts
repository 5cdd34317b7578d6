import type { Course } from "../types";

export const course: Course = {
  id: "graphics-design",
  name: "Graphic Design",
  path: "/courses/graphics-design",
  image: "/images/courses/graphics-design.svg",
  heading: "Design visuals and interfaces that communicate clearly",
  summary: "Photoshop, Illustrator, InDesign, Canva and Figma for print, social media, branding and UI/UX design.",
  overview:
    "This course is for creative students, print and marketing staff, and anyone who wants to turn an eye for design into a profession. It begins with design principles: layout, colour, typography, hierarchy and grids, because software skills matter little without them. You then learn Adobe Photoshop for photo editing and compositing, Illustrator for logos and vector illustration, and InDesign for brochures, magazines and print-ready files, along with Canva for quick social media work. The final part introduces UI/UX design in Figma: user research basics, wireframes, design systems and clickable prototypes for websites and mobile apps. You will finish with a portfolio of real-style briefs. Typical roles include graphic designer, visual designer for social media, DTP operator, junior UI/UX designer and brand designer at agencies, studios, printers and in-house marketing teams in Chennai.",
  curriculum: {
    overview:
      "Principles first, then the tools, then UI/UX. Each stack ends with a brief that goes into your portfolio.",
    stacks: [
      {
        name: "Design principles",
        description:
          "Composition, grids, colour theory, typography pairing, visual hierarchy and how to take and respond to a client brief.",
      },
      {
        name: "Adobe Photoshop",
        description:
          "Layers, masks, selections, retouching, colour correction, compositing and exporting for web, social media and print.",
      },
      {
        name: "Adobe Illustrator",
        description:
          "The pen tool and bezier curves, shapes, pathfinder, logos, icons, vector illustration and brand identity basics.",
      },
      {
        name: "Adobe InDesign and print",
        description:
          "Multi-page layouts, master pages, paragraph styles, brochures and flyers, CMYK, bleed and preparing print-ready PDFs.",
      },
      {
        name: "Canva and social media design",
        description:
          "Templates, brand kits, carousels, posters and short motion posts for Instagram, LinkedIn and YouTube thumbnails.",
      },
      {
        name: "UI/UX design with Figma",
        description:
          "User personas, user flows, wireframes, auto layout, components, design systems and interactive prototypes for web and mobile.",
      },
      {
        name: "Portfolio project",
        description:
          "A complete brand and UI case study presented with your process, ready to share on Behance or a personal site.",
      },
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
  seo: {
    title: "Graphic Design Course in Chennai | Chennai Tech Academy",
    description:
      "Graphic design course in Chennai with Photoshop, Illustrator, InDesign, Canva and UI/UX design in Figma, plus a portfolio of real briefs.",
    keywords:
      "graphic design course in Chennai, UI UX design course, Photoshop training, Illustrator course, Figma training, DTP course",
  },
  highlights: ["Includes UI/UX design in Figma", "Leave with a finished design portfolio"],
};
