import type { SeedCourse } from "./index";

export const course: SeedCourse = {
  id: "tally-accounting",
  name: "Tally / Accounting",
  image: "/images/courses/tally-accounting.svg",
  heading: "Practical accounting with Tally Prime and GST, done the way offices work",
  summary: "Accounting basics, Tally Prime, GST returns, TDS and payroll for accounts executive roles.",
  overview:
    "This course is for commerce students, graduates looking for their first office job, small business owners and accounts staff who want to become confident with computerised accounting. We begin with the fundamentals of double-entry bookkeeping, ledgers, journals and final accounts, so you understand what the software is doing. You then work in Tally Prime to create companies, record vouchers, manage inventory, handle banking and reconciliation, and produce reports such as trial balance, profit and loss and balance sheet. A detailed GST module covers registration, tax invoices, input tax credit, and preparing GSTR-1 and GSTR-3B, with practice on the GST portal workflow. TDS, payroll and basic income tax are also covered. The course prepares you for roles such as accounts executive, accountant with GST filing, billing executive and accounts assistant at traders, manufacturers and audit firms in Chennai.",
  curriculum: {
    overview:
      "Accounting concepts first, then Tally Prime in depth, then statutory compliance. Practice uses realistic transactions from trading and service businesses.",
    modules: [
      {
        title: "Accounting fundamentals",
        topics: ["Golden rules of accounting", "Journal entries and ledgers", "Trial balance", "Depreciation", "Final accounts by hand"],
      },
      {
        title: "Tally Prime essentials",
        topics: ["Creating a company", "Groups and ledgers", "Voucher types and the day book", "Recording sales, purchases, receipts and payments"],
      },
      {
        title: "Inventory and banking in Tally Prime",
        topics: ["Stock items, godowns and units", "Batches and price lists", "Bank reconciliation", "Cheque printing", "Cost centres"],
      },
      {
        title: "GST in practice",
        topics: ["GST registration", "CGST, SGST and IGST", "HSN codes", "E-invoicing and e-way bills", "Input tax credit", "Filing GSTR-1 and GSTR-3B"],
      },
      {
        title: "TDS, payroll and income tax basics",
        topics: ["TDS sections and returns", "Payroll setup with PF and ESI", "Salary processing", "Income tax for individuals: an overview"],
      },
      {
        title: "MIS reports and Excel for accountants",
        topics: ["Ratio analysis", "Cash flow", "Outstanding reports", "Excel functions and pivot tables for accounts teams"],
      },
    ],
  },
  features: [
    "Practice on Tally Prime with realistic company data",
    "Step-by-step GST return preparation",
    "Weekday and weekend batches",
    "Suitable for commerce and non-commerce students",
    "Interview preparation for accounts roles",
  ],
  learn: [
    "Record business transactions using double-entry rules",
    "Maintain complete books of accounts in Tally Prime",
    "Manage inventory, banking and reconciliation",
    "Prepare GST invoices and GSTR-1 and GSTR-3B returns",
    "Process payroll and TDS entries",
    "Generate and explain balance sheet and profit and loss reports",
  ],
  definition:
    "Tally and accounting training teaches how businesses record and report their money. Accounting is the system of recording every transaction so that profit, expenses and financial position are known. Tally Prime is popular accounting software in India used by small and medium businesses to keep books, manage stock, prepare GST returns and run payroll. Together they give you the practical skills needed for most office accounts jobs.",
  duration: "3 months",
  faq: [
    {
      question: "How long is the Tally / Accounting course?",
      answer:
        "The Tally and accounting course runs for about 3 months: accounting fundamentals, Tally Prime, GST, TDS and payroll, and Excel reports for accountants.",
    },
    {
      question: "Do I need any background to join?",
      answer:
        "Commerce and non-commerce students can both join. We start with the basics of double-entry bookkeeping before opening Tally Prime, so you do not need prior accounting knowledge, only basic arithmetic and computer use.",
    },
    {
      question: "What are the class timings?",
      answer:
        "We run weekday and weekend batches. When a batch is open, its start date, days and timings are listed under Upcoming batches on this page. If none is listed, call or WhatsApp us and we will tell you when the next batch starts and which timings are available.",
    },
    {
      question: "Do you help with placement after the course?",
      answer:
        "Yes. Placement preparation runs alongside the course: resume and cover-letter workshops, mock technical and HR interviews with feedback, and one-to-one career counselling. When you are ready, we share openings from companies we work with for roles such as accounts assistant, accounts executive, GST filing assistant and billing executive. We prepare you and connect you with employers; we do not promise a job, because the interview is yours to win.",
    },
    {
      question: "Will I get a certificate?",
      answer:
        "Yes. You receive our course completion certificate after you complete the practice company accounts and the GST return exercises. These exercises use realistic transactions, so you can talk about them in interviews.",
    },
  ],
  seo: {
    title: "Tally Prime and GST Course in Chennai | Chennai Tech Academy",
    description:
      "Tally Prime and accounting course in Chennai: bookkeeping, inventory, GST returns, TDS and payroll for accounts executive and GST filing roles.",
    keywords: "Tally course in Chennai, Tally Prime training, GST course, accounting course, TDS and payroll training, accounts executive course",
  },
  highlights: ["Hands-on GST filing practice", "Covers the latest Tally Prime interface"],
};
