import type { SeedCourse } from "./index";

export const course: SeedCourse = {
  id: "video-editing",
  name: "Video Editing / VFX",
  image: "/images/courses/video-editing.svg",
  heading: "Cut, colour and composite videos that hold attention",
  summary: "Premiere Pro, After Effects and DaVinci Resolve for editing, motion graphics, colour grading and VFX.",
  overview:
    "This course is for aspiring editors, content creators, photographers, and media and visual communication students who want professional post-production skills. You start with the language of editing: shot types, continuity, pacing and storytelling. Then you learn Adobe Premiere Pro for cutting interviews, ads, music videos and short-form reels, and DaVinci Resolve for colour correction, grading and audio clean-up. The VFX part uses Adobe After Effects for motion graphics, titles, green screen keying, rotoscoping, tracking and simple compositing, with an introduction to 3D elements in Blender. You will work on realistic briefs such as a YouTube video, a product ad and a short film scene, and finish with a showreel. Graduates typically work as video editor, motion graphics artist, YouTube and social media editor, junior VFX compositor or freelance editor for agencies, production houses and digital channels in Chennai.",
  curriculum: {
    overview: "From cutting your first sequence to a finished showreel, one software package at a time.",
    modules: [
      {
        title: "Editing fundamentals",
        topics: ["Footage types, codecs and frame rates", "Organising a project", "Telling a story through cuts", "Shot types, continuity and pacing"],
      },
      {
        title: "Adobe Premiere Pro",
        topics: ["The timeline and trimming tools", "Multicam editing", "Transitions and titles", "Audio mixing", "Exporting for YouTube and Instagram"],
      },
      { title: "DaVinci Resolve", topics: ["Colour correction", "Grading looks", "Audio clean-up in Fairlight"] },
      {
        title: "Adobe After Effects",
        topics: ["Keyframes and motion graphics", "Text animation and shape layers", "Green screen keying", "Rotoscoping and motion tracking", "Compositing"],
      },
      { title: "Blender for VFX", topics: ["Simple 3D titles", "3D objects for VFX shots"] },
      { title: "Portfolio project", topics: ["A complete edit from a real-style brief", "A one-minute showreel"] },
    ],
  },
  features: [
    "Editing workstations with Premiere Pro, After Effects and DaVinci Resolve",
    "Weekday and weekend batches",
    "Real-style briefs for ads, reels and short films",
    "Personal showreel by the end of the course",
    "Feedback sessions on every edit",
  ],
  learn: [
    "Edit interviews, ads and reels in Premiere Pro",
    "Mix and clean up audio for clear dialogue",
    "Colour correct and grade footage in DaVinci Resolve",
    "Create motion graphics and animated titles in After Effects",
    "Key green screen footage and track motion for VFX",
    "Export correctly for YouTube, Instagram and broadcast",
  ],
  definition:
    "Video editing is the process of selecting, arranging and refining recorded footage, sound and graphics into a finished video that tells a story clearly. VFX, or visual effects, is the creation or alteration of images that cannot easily be filmed, such as replacing a green screen background, adding animated graphics or combining several shots into one. Together they form the post-production stage of films, ads and online videos.",
  duration: "4 months",
  faq: [
    {
      question: "How long is the Video Editing / VFX course?",
      answer:
        "The video editing and VFX course runs for about 4 months, from editing fundamentals in Premiere Pro through DaVinci Resolve and After Effects to a showreel.",
    },
    {
      question: "Do I need any background to join?",
      answer:
        "No editing experience is needed, but you should be comfortable with a computer and file folders. Aspiring editors, content creators, photographers and media students all join. Editing workstations with the software are provided at the centre.",
    },
    {
      question: "What are the class timings?",
      answer:
        "We run weekday and weekend batches. When a batch is open, its start date, days and timings are listed under Upcoming batches on this page. If none is listed, call or WhatsApp us and we will tell you when the next batch starts and which timings are available.",
    },
    {
      question: "Do you help with placement after the course?",
      answer:
        "Yes. Placement preparation runs alongside the course: resume and cover-letter workshops, mock technical and HR interviews with feedback, and one-to-one career counselling. When you are ready, we share openings from companies we work with for roles such as video editor, motion graphics artist, content editor for YouTube and social media, and junior VFX artist. We prepare you and connect you with employers; we do not promise a job, because the interview is yours to win.",
    },
    {
      question: "Will I get a certificate?",
      answer:
        "Yes. You receive our course completion certificate after your briefs and the portfolio project are reviewed. Your one-minute showreel is what studios and agencies will ask for, and you finish the course with it.",
    },
  ],
  seo: {
    title: "Video Editing & VFX Course in Chennai | Chennai Tech Academy",
    description:
      "Video editing and VFX course in Chennai with Premiere Pro, After Effects and DaVinci Resolve, covering reels, ads, colour grading and compositing.",
    keywords: "video editing course in Chennai, VFX course, Premiere Pro training, After Effects course, DaVinci Resolve training, motion graphics course",
  },
};
