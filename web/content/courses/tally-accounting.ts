import type { Course } from "../types";

export const course: Course = {
  id: "tally-accounting",
  name: "Tally / Accounting",
  path: "/courses/tally-accounting",
  image: "/images/courses/tally-accounting.svg",
  heading: "Practical accounting with Tally Prime and GST, done the way offices work",
  summary: "Accounting basics, Tally Prime, GST returns, TDS and payroll for accounts executive roles.",
  overview:
    "This course is for commerce students, graduates looking for their first office job, small business owners and accounts staff who want to become confident with computerised accounting. We begin with the fundamentals of double-entry bookkeeping, ledgers, journals and final accounts, so you understand what the software is doing. You then work in Tally Prime to create companies, record vouchers, manage inventory, handle banking and reconciliation, and produce reports such as trial balance, profit and loss and balance sheet. A detailed GST module covers registration, tax invoices, input tax credit, and preparing GSTR-1 and GSTR-3B, with practice on the GST portal workflow. TDS, payroll and basic income tax are also covered. The course prepares you for roles such as accounts executive, accountant with GST filing, billing executive and accounts assistant at traders, manufacturers and audit firms in Chennai.",
  curriculum: {
    overview:
      "Accounting concepts first, then Tally Prime in depth, then statutory compliance. Practice uses realistic sample transactions from trading and service businesses.",
    stacks: [
      {
        name: "Accounting fundamentals",
        description:
          "Golden rules of accounting, journal entries, ledgers, trial balance, depreciation and preparing final accounts by hand.",
      },
      {
        name: "Tally Prime essentials",
        description:
          "Company creation, groups and ledgers, voucher types, day book, and recording sales, purchases, receipts and payments.",
      },
      {
        name: "Inventory and banking in Tally Prime",
        description:
          "Stock items, godowns, units, batch and price lists, bank reconciliation, cheque printing and cost centres.",
      },
      {
        name: "GST in practice",
        description:
          "GST registration, CGST, SGST and IGST, HSN codes, e-invoicing and e-way bills, input tax credit, GSTR-1 and GSTR-3B filing.",
      },
      {
        name: "TDS, payroll and income tax basics",
        description:
          "TDS sections and returns, payroll setup with PF and ESI, salary processing and an overview of income tax for individuals.",
      },
      {
        name: "MIS reports and Excel for accountants",
        description:
          "Ratio analysis, cash flow, outstanding reports, and Excel functions and pivot tables used by accounts teams.",
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
  seo: {
    title: "Tally Prime and GST Course in Chennai | Chennai Tech Academy",
    description:
      "Tally Prime and accounting course in Chennai: bookkeeping, inventory, GST returns, TDS and payroll for accounts executive and GST filing roles.",
    keywords:
      "Tally course in Chennai, Tally Prime training, GST course, accounting course, TDS and payroll training, accounts executive course",
  },
  highlights: ["Hands-on GST filing practice", "Covers the latest Tally Prime interface"],
};
