import type { SeedCourse } from "./index";

export const course: SeedCourse = {
  id: "microsoft-apps",
  name: "Microsoft Apps",
  image: "/images/courses/microsoft-apps.svg",
  heading: "Become the person in the office who knows MS Office inside out",
  summary: "MS Office skills in Word, Excel, PowerPoint and Outlook, from basics to advanced Excel reporting.",
  overview:
    "This MS Office course is for students, job seekers, homemakers returning to work and office staff who use a computer every day but want to be faster and more accurate. It covers the four applications most employers expect you to know. In Word you learn professional documents, styles, tables, mail merge and long reports. In Excel you move from formatting and formulas to lookup functions, pivot tables, charts, data validation and basic macros. PowerPoint teaches clean slide design, master layouts and presenting with confidence, and Outlook covers email etiquette, calendars, meetings, rules and contacts. Short sessions on OneDrive, Teams and typing speed round it off. The course is useful for roles such as data entry operator, office administrator, MIS executive, front office and back office executive, and for anyone preparing for a corporate or government office job in Chennai.",
  curriculum: {
    overview:
      "Each application is taught from the basics up, with practice tasks taken from everyday office work such as letters, reports, registers and presentations.",
    modules: [
      {
        title: "Computer and Windows basics",
        topics: ["Files and folders", "Keyboard shortcuts and typing practice", "Printing", "Safe use of email and the internet"],
      },
      {
        title: "Microsoft Word",
        topics: ["Formatting and styles", "Tables", "Headers, footers and a table of contents", "Mail merge for letters and labels", "Track changes"],
      },
      {
        title: "Microsoft Excel",
        topics: ["Formulas and cell references", "IF, COUNTIFS and SUMIFS", "Sorting and filtering", "Conditional formatting", "Charts"],
      },
      {
        title: "Advanced Excel",
        topics: ["VLOOKUP, XLOOKUP, INDEX and MATCH", "Pivot tables", "Data validation and protection", "Simple dashboards", "Recorded macros"],
      },
      {
        title: "Microsoft PowerPoint",
        topics: ["Slide masters and layouts", "Images and SmartArt", "Charts", "Animations, used sparingly", "Presenting and exporting to PDF"],
      },
      {
        title: "Outlook, OneDrive and Teams",
        topics: ["Professional email, folders and rules", "Calendar and meeting invites", "Sharing files on OneDrive", "Working together in Teams"],
      },
    ],
  },
  features: [
    "One computer per student in every session",
    "Weekday, weekend and short evening batches",
    "Practice files based on real office tasks",
    "Typing speed practice included",
    "Suitable for complete beginners",
  ],
  learn: [
    "Create professional letters, reports and mail merges in Word",
    "Build spreadsheets with reliable formulas in Excel",
    "Summarise data with pivot tables and charts",
    "Use VLOOKUP, XLOOKUP and conditional formatting",
    "Design clear presentations in PowerPoint",
    "Manage email, calendars and meetings in Outlook",
  ],
  definition:
    "Microsoft Apps, usually called MS Office or Microsoft 365, is the suite of programs used in most offices for everyday work. Word is used for documents and letters, Excel for spreadsheets, calculations and reports, PowerPoint for presentations, and Outlook for email and calendars. Knowing these tools well saves hours every week and is a basic requirement for most administrative, accounts and management jobs.",
  duration: "2 months",
  faq: [
    {
      question: "How long is the Microsoft Apps course?",
      answer:
        "The MS Office course runs for about 2 months and covers Windows basics, Word, Excel and Advanced Excel, PowerPoint, and Outlook, OneDrive and Teams.",
    },
    {
      question: "Do I need any background to join?",
      answer:
        "None. The course suits complete beginners, students, job seekers, homemakers returning to work and office staff who want to be faster. Every student has a computer of their own in every session.",
    },
    {
      question: "What are the class timings?",
      answer:
        "We run weekday, weekend and short evening batches. When a batch is open, its start date, days and timings are listed under Upcoming batches on this page. If none is listed, call or WhatsApp us and we will tell you when the next batch starts and which timings are available.",
    },
    {
      question: "Do you help with placement after the course?",
      answer:
        "Yes. Placement preparation runs alongside the course: resume and cover-letter workshops, mock technical and HR interviews with feedback, and one-to-one career counselling. When you are ready, we share openings from companies we work with for roles such as office assistant, data entry operator, MIS assistant and front office executive. We prepare you and connect you with employers; we do not promise a job, because the interview is yours to win.",
    },
    {
      question: "Will I get a certificate?",
      answer:
        "Yes. You receive our course completion certificate after the practical tasks in each application. Employers often test Excel in interviews, so the Advanced Excel tasks are built to match those tests.",
    },
  ],
  seo: {
    title: "Microsoft Office Course in Chennai | Chennai Tech Academy",
    description: "Microsoft Apps course in Chennai: Word, Excel, advanced Excel, PowerPoint and Outlook taught with real office tasks for beginners and staff.",
    keywords:
      "MS Office course in Chennai, Microsoft Office training, advanced Excel course, Word and PowerPoint training, Outlook training, computer course for office jobs",
  },
};
