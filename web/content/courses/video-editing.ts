import type { Course } from "../types";

export const course: Course = {
  id: "video-editing",
  name: "Video Editing / VFX",
  path: "/courses/video-editing",
  image: "/images/courses/video-editing.svg",
  heading: "Cut, colour and composite videos that hold attention",
  summary: "Premiere Pro, After Effects and DaVinci Resolve for editing, motion graphics, colour grading and VFX.",
  overview:
    "This course is for aspiring editors, content creators, photographers, and media and visual communication students who want professional post-production skills. You start with the language of editing: shot types, continuity, pacing and storytelling. Then you learn Adobe Premiere Pro for cutting interviews, ads, music videos and short-form reels, and DaVinci Resolve for colour correction, grading and audio clean-up. The VFX part uses Adobe After Effects for motion graphics, titles, green screen keying, rotoscoping, tracking and simple compositing, with an introduction to 3D elements in Blender. You will work on realistic briefs such as a YouTube video, a product ad and a short film scene, and finish with a showreel. Graduates typically work as video editor, motion graphics artist, YouTube and social media editor, junior VFX compositor or freelance editor for agencies, production houses and digital channels in Chennai.",
  curriculum:
    "The course starts with editing fundamentals: footage types, codecs, frame rates, project organisation and storytelling through cuts. The Premiere Pro module covers the timeline, trimming tools, multicam editing, transitions, titles, audio mixing and exporting for YouTube and Instagram. DaVinci Resolve follows, focusing on colour correction, grading looks and Fairlight audio clean-up. The After Effects module teaches keyframes, motion graphics, text animation, shape layers, green screen keying, rotoscoping, motion tracking and compositing. A short Blender module introduces simple 3D titles and objects for VFX shots. The course ends with a portfolio project and a one-minute showreel.",
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
  seo: {
    title: "Video Editing & VFX Course in Chennai | Chennai Tech Academy",
    description:
      "Video editing and VFX course in Chennai with Premiere Pro, After Effects and DaVinci Resolve, covering reels, ads, colour grading and compositing.",
    keywords:
      "video editing course in Chennai, VFX course, Premiere Pro training, After Effects course, DaVinci Resolve training, motion graphics course",
  },
};
