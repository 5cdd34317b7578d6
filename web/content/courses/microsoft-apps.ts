import type { Course } from "../types";

export const course: Course = {
  id: "microsoft-apps",
  name: "Microsoft Apps",
  path: "/courses/microsoft-apps",
  image: "/images/courses/microsoft-apps.svg",
  heading: "Become the person in the office who knows MS Office inside out",
  summary: "MS Office skills in Word, Excel, PowerPoint and Outlook, from basics to advanced Excel reporting.",
  overview:
    "This MS Office course is for students, job seekers, homemakers returning to work and office staff who use a computer every day but want to be faster and more accurate. It covers the four applications most employers expect you to know. In Word you learn professional documents, styles, tables, mail merge and long reports. In Excel you move from formatting and formulas to lookup functions, pivot tables, charts, data validation and basic macros. PowerPoint teaches clean slide design, master layouts and presenting with confidence, and Outlook covers email etiquette, calendars, meetings, rules and contacts. Short sessions on OneDrive, Teams and typing speed round it off. The course is useful for roles such as data entry operator, office administrator, MIS executive, front office and back office executive, and for anyone preparing for a corporate or government office job in Chennai.",
  curriculum: {
    overview:
      "Each application is taught from the basics up, with practical tasks based on common office work such as letters, reports, registers and presentations.",
    stacks: [
      {
        name: "Computer and Windows basics",
        description:
          "File and folder management, keyboard shortcuts, typing practice, printing, and safe use of email and the internet.",
      },
      {
        name: "Microsoft Word",
        description:
          "Formatting, styles, tables, headers and footers, table of contents, mail merge for letters and labels, and track changes.",
      },
      {
        name: "Microsoft Excel",
        description:
          "Formulas, cell references, IF, COUNTIFS and SUMIFS, sorting and filtering, conditional formatting and charts.",
      },
      {
        name: "Advanced Excel",
        description:
          "VLOOKUP, XLOOKUP, INDEX and MATCH, pivot tables, data validation, protection, simple dashboards and recorded macros.",
      },
      {
        name: "Microsoft PowerPoint",
        description:
          "Slide masters, layouts, images and SmartArt, charts, animations used sparingly, and presenting or exporting to PDF.",
      },
      {
        name: "Outlook, OneDrive and Teams",
        description:
          "Professional email, folders and rules, calendar and meeting invites, sharing files on OneDrive and working in Teams.",
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
  seo: {
    title: "Microsoft Office Course in Chennai | Chennai Tech Academy",
    description:
      "Microsoft Apps course in Chennai: Word, Excel, advanced Excel, PowerPoint and Outlook taught with real office tasks for beginners and staff.",
    keywords:
      "MS Office course in Chennai, Microsoft Office training, advanced Excel course, Word and PowerPoint training, Outlook training, computer course for office jobs",
  },
};
