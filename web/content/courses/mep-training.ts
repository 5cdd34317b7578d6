import type { Course } from "../types";

export const course: Course = {
  id: "mep-training",
  name: "MEP Training",
  path: "/courses/mep-training",
  image: "/images/courses/mep-training.svg",
  heading: "Design the services that keep buildings running",
  summary: "HVAC, electrical, plumbing and fire-fighting design with AutoCAD MEP and Revit MEP for building projects.",
  overview:
    "MEP training is for mechanical, electrical and civil engineering graduates and diploma holders who want to work on building services design. MEP stands for mechanical, electrical and plumbing: the air conditioning, ventilation, power, lighting, water supply, drainage and fire protection systems that every commercial and residential building needs. You learn the engineering calculations first, such as heat load, duct and pipe sizing and electrical load, then produce drawings in AutoCAD and AutoCAD MEP and coordinated 3D models in Revit MEP. Relevant codes such as the National Building Code of India and ASHRAE guidance are introduced where they apply. You will finish with a small building project covering all services and clash checking. The course leads to roles such as MEP draughtsman, HVAC design engineer, electrical design engineer, plumbing designer and BIM modeller with consultants and contractors in Chennai, across India and in the Gulf.",
  curriculum: {
    overview:
      "Software skills are taught alongside design calculations, so every drawing you make is based on numbers you can justify.",
    stacks: [
      {
        name: "AutoCAD for building services",
        description:
          "2D drafting, layers, blocks, annotation and reading architectural drawings as the base for all MEP layouts.",
      },
      {
        name: "HVAC design",
        description:
          "Psychrometrics, heat load calculation, selecting AC systems, duct sizing, diffuser layout and ventilation for car parks and kitchens.",
      },
      {
        name: "Electrical design",
        description:
          "Load calculation, lighting design, cable and breaker sizing, single-line diagrams, earthing and small-power layouts.",
      },
      {
        name: "Plumbing and drainage",
        description:
          "Water demand, pipe sizing, pumps and tanks, hot water systems, drainage and vent layouts for residential and commercial buildings.",
      },
      {
        name: "Fire fighting and fire alarm",
        description:
          "Sprinkler and hydrant systems, fire pump basics, detector layout and the relevant code requirements.",
      },
      {
        name: "Revit MEP and BIM coordination",
        description:
          "Modelling ducts, pipes and cable trays in Revit, families, schedules, clash detection and producing coordinated drawings.",
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
  seo: {
    title: "MEP Training in Chennai | HVAC, AutoCAD and Revit MEP",
    description:
      "MEP training in Chennai covering HVAC, electrical, plumbing and fire fighting design with AutoCAD MEP and Revit MEP for building projects.",
    keywords:
      "MEP course in Chennai, HVAC design course, Revit MEP training, AutoCAD MEP course, electrical design course, plumbing design training",
  },
};
