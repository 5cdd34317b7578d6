import type { Facilities } from "#contracts/content";

// The institute's five facilities. Images are local illustrations.
export const seedFacilities: Facilities = [
  {
    name: "Modern classrooms",
    image: "/images/facilities/modern-classrooms.svg",
    description: "Bright classrooms with large displays and whiteboards, sized for small batches so every learner can see the screen and ask questions.",
  },
  {
    name: "Computer lab",
    image: "/images/facilities/computer-lab.svg",
    description: "A fully equipped lab with current software for development, design, accounting and engineering, open for practice outside class hours too.",
  },
  {
    name: "Individual workstations",
    image: "/images/facilities/individual-workstations.svg",
    description: "Every student gets a dedicated computer for the whole session, so you practise along with the trainer instead of watching someone else.",
  },
  {
    name: "Comfortable seating",
    image: "/images/facilities/comfortable-seating.svg",
    description: "Ergonomic chairs and roomy desks that keep you comfortable through long lab sessions, project sprints and mock interviews.",
  },
  {
    name: "Air-conditioned rooms",
    image: "/images/facilities/air-conditioned-rooms.svg",
    description: "Every classroom and lab is air-conditioned, so Chennai's summer never gets in the way of learning.",
  },
];
