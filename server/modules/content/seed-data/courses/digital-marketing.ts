import type { SeedCourse } from "./index";

export const course: SeedCourse = {
  id: "digital-marketing",
  name: "Digital Marketing",
  image: "/images/courses/digital-marketing.svg",
  heading: "Plan, run and measure campaigns that bring real results",
  summary: "SEO, Google Ads, social media, content and analytics with live campaign practice and career support.",
  overview:
    "This course is for graduates, marketing and sales staff, business owners and freelancers who want to promote products online in a measurable way. You learn how a digital marketing plan fits together: a website built in WordPress, search engine optimisation to earn organic traffic, Google Ads for paid search, Meta and LinkedIn ads for social reach, email marketing, content writing and basic video for social media. Google Analytics 4, Google Search Console and Tag Manager are used throughout so you can show what each rupee of budget achieved. You will plan and run small live campaigns with a practice budget and report on them. The course leads to roles such as digital marketing executive, SEO analyst, social media executive, performance marketing executive and content marketer at agencies, startups and brands in Chennai, or to freelance work for local businesses.",
  curriculum: {
    overview: "Modules follow the order in which a campaign is usually built: strategy, website, organic channels, paid channels and measurement.",
    modules: [
      {
        title: "Marketing foundations and strategy",
        topics: ["Customer personas", "The marketing funnel", "Positioning", "Goals and KPIs", "Planning a budget across channels"],
      },
      {
        title: "Website with WordPress",
        topics: ["Domain and hosting", "Installing WordPress", "Themes and essential plugins", "Landing pages", "Page speed basics"],
      },
      {
        title: "Search engine optimisation",
        topics: ["Keyword research", "On-page SEO", "Technical SEO", "Local SEO with Google Business Profile", "Ethical link building"],
      },
      {
        title: "Google Ads",
        topics: ["Search, display and YouTube campaigns", "Match types and bidding strategies", "Writing ad copy", "Conversion tracking and optimisation"],
      },
      {
        title: "Social media marketing",
        topics: ["Content calendars for Instagram, Facebook, LinkedIn and YouTube", "Meta Ads Manager", "Audiences", "Creative testing"],
      },
      {
        title: "Content, email and marketing automation",
        topics: ["Writing for the web", "Blogs", "Email newsletters and segmentation", "Simple automated email sequences"],
      },
      {
        title: "Analytics and reporting",
        topics: ["Google Analytics 4", "Search Console", "Tag Manager and UTM tracking", "A campaign report in Looker Studio"],
      },
    ],
  },
  features: [
    "Live campaigns with a practice ad budget",
    "Weekend and weekday batches",
    "Free career support through a chat group for 6 months",
    "Portfolio of campaign reports and a WordPress site",
    "Guidance for Google Ads and Google Analytics certifications",
  ],
  learn: [
    "Do keyword research and optimise pages for search",
    "Set up and optimise Google Ads campaigns",
    "Plan and run paid campaigns in Meta Ads Manager",
    "Build a WordPress landing page that converts",
    "Track conversions with GA4 and Google Tag Manager",
    "Write engaging content and email newsletters",
    "Present campaign results in a clear report",
  ],
  definition:
    "Digital marketing is the promotion of products, services and brands through online channels such as search engines, social media, websites, email and video platforms. Unlike traditional advertising, almost every action can be measured, so marketers can see which channel brings visitors, leads and sales, and then adjust budgets quickly. It combines creative work like writing and design with analytical work like tracking and testing.",
  duration: "3 months",
  faq: [
    {
      question: "How long is the Digital Marketing course?",
      answer:
        "The digital marketing course runs for about 3 months, following a campaign from strategy and a WordPress website through SEO, ads and email to analytics.",
    },
    {
      question: "Do I need any background to join?",
      answer:
        "No technical background is needed. Graduates, sales and marketing staff, business owners and freelancers all join. You should be able to use a computer and browse the web; we teach WordPress and every tool from the beginning.",
    },
    {
      question: "What are the class timings?",
      answer:
        "We run weekday and weekend batches. When a batch is open, its start date, days and timings are listed under Upcoming batches on this page. If none is listed, call or WhatsApp us and we will tell you when the next batch starts and which timings are available.",
    },
    {
      question: "Do you help with placement after the course?",
      answer:
        "Yes. Placement preparation runs alongside the course: resume and cover-letter workshops, mock technical and HR interviews with feedback, and one-to-one career counselling. When you are ready, we share openings from companies we work with for roles such as digital marketing executive, SEO analyst, social media executive and performance marketing trainee. We prepare you and connect you with employers; we do not promise a job, because the interview is yours to win. After the course you also get free career support through our chat group for 6 months.",
    },
    {
      question: "Will I get a certificate?",
      answer:
        "Yes. You receive our course completion certificate after your campaign reports and WordPress site have been assessed. We also guide you through the free Google Ads and Google Analytics certifications, which you take online with Google.",
    },
  ],
  seo: {
    title: "Digital Marketing Course in Chennai | Chennai Tech Academy",
    description: "Digital marketing course in Chennai: SEO, Google Ads, social media, content and GA4, with live campaigns and 6 months of career support.",
    keywords: "digital marketing course in Chennai, SEO training, Google Ads course, social media marketing course, GA4 training, performance marketing course",
  },
  highlights: [
    "Free career support through a chat group for 6 months after the course",
    "Weekend and weekday batches to suit students and working professionals",
    "Live campaign practice with real tracking and reporting",
  ],
};
