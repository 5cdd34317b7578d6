import type { Course } from "../types";

export const course: Course = {
  id: "digital-marketing",
  name: "Digital Marketing",
  path: "/courses/digital-marketing",
  image: "/images/courses/digital-marketing.svg",
  heading: "Plan, run and measure campaigns that bring real results",
  summary: "SEO, Google Ads, social media, content and analytics with live campaign practice and career support.",
  overview:
    "This course is for graduates, marketing and sales staff, business owners and freelancers who want to promote products online in a measurable way. You learn how a digital marketing plan fits together: a website built in WordPress, search engine optimisation to earn organic traffic, Google Ads for paid search, Meta and LinkedIn ads for social reach, email marketing, content writing and basic video for social media. Google Analytics 4, Google Search Console and Tag Manager are used throughout so you can show what each rupee of budget achieved. You will plan and run small live campaigns with a practice budget and report on them. The course leads to roles such as digital marketing executive, SEO analyst, social media executive, performance marketing executive and content marketer at agencies, startups and brands in Chennai, or to freelance work for local businesses.",
  curriculum: {
    overview:
      "Modules follow the order in which a campaign is usually built: strategy, website, organic channels, paid channels and measurement.",
    stacks: [
      {
        name: "Marketing foundations and strategy",
        description:
          "Customer personas, the marketing funnel, positioning, setting goals and KPIs, and planning a budget across channels.",
      },
      {
        name: "Website with WordPress",
        description:
          "Domain and hosting, installing WordPress, themes, essential plugins, landing pages and page speed basics.",
      },
      {
        name: "Search engine optimisation",
        description:
          "Keyword research, on-page SEO, technical SEO, local SEO with Google Business Profile, and ethical link building.",
      },
      {
        name: "Google Ads",
        description:
          "Search, display and YouTube campaigns, match types, bidding strategies, ad copy, conversion tracking and optimisation.",
      },
      {
        name: "Social media marketing",
        description:
          "Content calendars for Instagram, Facebook, LinkedIn and YouTube, Meta Ads Manager, audiences and creative testing.",
      },
      {
        name: "Content, email and marketing automation",
        description:
          "Writing for the web, blogs, email newsletters, segmentation and simple automated sequences.",
      },
      {
        name: "Analytics and reporting",
        description:
          "Google Analytics 4, Search Console, Tag Manager, UTM tracking and building a clear campaign report in Looker Studio.",
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
  seo: {
    title: "Digital Marketing Course in Chennai | Chennai Tech Academy",
    description:
      "Digital marketing course in Chennai: SEO, Google Ads, social media, content and GA4, with live campaigns and 6 months of career support.",
    keywords:
      "digital marketing course in Chennai, SEO training, Google Ads course, social media marketing course, GA4 training, performance marketing course",
  },
  highlights: [
    "Free career support through a chat group for 6 months after the course",
    "Weekend and weekday batches to suit students and working professionals",
    "Live campaign practice with real tracking and reporting",
  ],
};
