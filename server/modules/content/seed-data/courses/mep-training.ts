import type { SeedCourse } from "./index";

export const course: SeedCourse = {
  id: "mep-training",
  name: "MEP Training",
  image: "/images/courses/mep-training.svg",
  heading: "Design the services that keep buildings running",
  summary: "HVAC, electrical, plumbing and fire-fighting design with AutoCAD MEP and Revit MEP for building projects.",
  overview:
    "MEP training is for mechanical, electrical and civil engineering graduates and diploma holders who want to work on building services design. MEP stands for mechanical, electrical and plumbing: the air conditioning, ventilation, power, lighting, water supply, drainage and fire protection systems that every commercial and residential building needs. You learn the engineering calculations first, such as heat load, duct and pipe sizing and electrical load, then produce drawings in AutoCAD and AutoCAD MEP and coordinated 3D models in Revit MEP. Relevant codes such as the National Building Code of India and ASHRAE guidance are introduced where they apply. You will finish with a small building project covering all services and clash checking. The course leads to roles such as MEP draughtsman, HVAC design engineer, electrical design engineer, plumbing designer and BIM modeller with consultants and contractors in Chennai, across India and in the Gulf.",
  curriculum: {
    overview: "Software is taught alongside design calculations, so every drawing you make rests on numbers you can justify.",
    modules: [
      { title: "AutoCAD for building services", topics: ["2D drafting", "Layers and blocks", "Annotation and dimensions", "Reading architectural drawings"] },
      {
        title: "HVAC design",
        topics: [
          "Psychrometrics",
          "Heat load calculation",
          "Selecting air-conditioning systems",
          "Duct sizing and diffuser layout",
          "Ventilation for car parks and kitchens",
        ],
      },
      {
        title: "Electrical design",
        topics: ["Load calculation", "Lighting design", "Cable and breaker sizing", "Single-line diagrams", "Earthing and small-power layouts"],
      },
      {
        title: "Plumbing and drainage",
        topics: ["Water demand and pipe sizing", "Pumps and tanks", "Hot water systems", "Drainage and vent layouts for homes and commercial buildings"],
      },
      {
        title: "Fire fighting and fire alarm",
        topics: ["Sprinkler and hydrant systems", "Fire pump basics", "Detector layout", "The code requirements that apply"],
      },
      {
        title: "Revit MEP and BIM coordination",
        topics: ["Modelling ducts, pipes and cable trays", "Revit families and schedules", "Clash detection", "Coordinated drawings"],
      },
    ],
  },
  features: [
    "Design calculations taught alongside AutoCAD MEP and Revit MEP",
    "Weekday and weekend batches for working engineers",
    "Complete building project covering all services",
    "Sample drawings and calculation sheets to keep",
    "Interview preparation for MEP design roles",
  ],
  learn: [
    "Calculate cooling loads and size ducts for HVAC systems",
    "Prepare electrical layouts and single-line diagrams",
    "Design water supply and drainage systems",
    "Lay out sprinklers, hydrants and fire alarm devices",
    "Draft MEP drawings in AutoCAD MEP",
    "Model and coordinate services in Revit MEP and resolve clashes",
  ],
  definition:
    "MEP stands for mechanical, electrical and plumbing, the building services that make a structure usable and safe. Mechanical covers heating, ventilation and air conditioning (HVAC), electrical covers power, lighting and earthing, and plumbing covers water supply, drainage and often fire protection. MEP engineers and draughtsmen calculate the requirements, design the systems and prepare the drawings and 3D models that contractors use on site.",
  duration: "3 months",
  faq: [
    {
      question: "How long is the MEP Training course?",
      answer:
        "MEP training runs for about 3 months and covers HVAC, electrical, plumbing and fire protection design, with AutoCAD at the start and Revit MEP coordination at the end.",
    },
    {
      question: "Do I need any background to join?",
      answer:
        "The course is meant for mechanical, electrical and civil engineering graduates and diploma holders. You should know basic engineering units and calculations; we teach AutoCAD and Revit from the beginning.",
    },
    {
      question: "What are the class timings?",
      answer:
        "We run weekday batches and weekend batches planned for working engineers. When a batch is open, its start date, days and timings are listed under Upcoming batches on this page. If none is listed, call or WhatsApp us and we will tell you when the next batch starts and which timings are available.",
    },
    {
      question: "Do you help with placement after the course?",
      answer:
        "Yes. Placement preparation runs alongside the course: resume and cover-letter workshops, mock technical and HR interviews with feedback, and one-to-one career counselling. When you are ready, we share openings from companies we work with for roles such as MEP design engineer, HVAC design engineer, electrical design engineer and BIM modeller. We prepare you and connect you with employers; we do not promise a job, because the interview is yours to win.",
    },
    {
      question: "Will I get a certificate?",
      answer:
        "Yes. You receive our course completion certificate after you complete the building project that covers every service. You also keep the sample drawings and calculation sheets you prepared, which are useful in design interviews.",
    },
  ],
  seo: {
    title: "MEP Training in Chennai | HVAC, AutoCAD and Revit MEP",
    description: "MEP training in Chennai covering HVAC, electrical, plumbing and fire fighting design with AutoCAD MEP and Revit MEP for building projects.",
    keywords: "MEP course in Chennai, HVAC design course, Revit MEP training, AutoCAD MEP course, electrical design course, plumbing design training",
  },
};
