import type { SiteFacts } from "#contracts/content";
import { DEFAULT_WHATSAPP_COURSE_GREETING, DEFAULT_WHATSAPP_GREETING } from "#contracts/site-view";

// The institute's facts as a new installation starts: the seed of the content
// store. Staff edit them in the dashboard (Site facts); pages read the saved
// values through useSite(). Values marked SAMPLE are placeholders to replace
// before launch; the server warns while any is still in place.
export const seedSiteFacts: SiteFacts = {
  name: "Chennai Tech Academy",
  shortName: "CTA",
  tagline: "Job-oriented computer training in Chennai",
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  url: "https://www.chennaitechacademy.in", // SAMPLE
  phone: "9876543210", // SAMPLE
  whatsappNumber: "9876543210", // SAMPLE
  whatsappGreeting: DEFAULT_WHATSAPP_GREETING,
  whatsappCourseGreeting: DEFAULT_WHATSAPP_COURSE_GREETING,
  email: "admissions@chennaitechacademy.in", // SAMPLE
  address: {
    street: "No. 12, 2nd Floor, Arcot Road", // SAMPLE
    locality: "Vadapalani",
    city: "Chennai",
    region: "Tamil Nadu",
    postalCode: "600026",
    country: "IN",
  },
  mapUrl: "https://maps.google.com/?q=Vadapalani,Chennai", // SAMPLE
  hours: "Mon–Sat, 9:00 am – 8:00 pm",
  youtubeChannel: "https://www.youtube.com/@chennaitechacademy", // SAMPLE
  social: {
    facebook: "https://www.facebook.com/chennaitechacademy", // SAMPLE
    instagram: "https://www.instagram.com/chennaitechacademy", // SAMPLE
    linkedin: "https://www.linkedin.com/company/chennaitechacademy", // SAMPLE
  },
  groupCompanies: [
    { name: "CTA Software Services", description: "Web and mobile projects where our students do live internships" }, // SAMPLE
    { name: "CTA Design Studio", description: "Branding and video work for local businesses" }, // SAMPLE
    { name: "CTA Career Connect", description: "Recruitment partner for freshers across Chennai" }, // SAMPLE
  ],
  copyrightYear: 2024,
};
