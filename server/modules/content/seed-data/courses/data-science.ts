import type { SeedCourse } from "./index";

export const course: SeedCourse = {
  id: "data-science",
  name: "Data Science",
  image: "/images/courses/data-science.svg",
  heading: "Turn raw data into decisions people can trust",
  summary: "Python, SQL, statistics, machine learning and data analytics with Power BI and Excel on real datasets.",
  overview:
    "This programme suits graduates from any stream, working professionals in finance, operations or marketing, and developers who want to work with data. You begin with Excel and SQL, the tools most analysts use every day, then move on to Python with NumPy, pandas, Matplotlib and Seaborn for cleaning and exploring data. Statistics is taught with examples rather than formulas alone, so you understand why a result is or is not meaningful. Machine learning follows with scikit-learn, covering regression, classification, clustering and model evaluation, and a short introduction to deep learning. A separate data analytics module covers dashboards in Power BI. Typical roles after the course include data analyst, business analyst, MIS executive, junior data scientist and reporting analyst in Chennai's IT, banking, logistics and healthcare companies.",
  curriculum: {
    overview:
      "The modules build on each other. Each ends with a small project on a public dataset, and the last weeks go into a capstone you can show in interviews.",
    modules: [
      { title: "Data analytics with Excel", topics: ["Cleaning data", "Lookup functions", "Pivot tables and charts", "What-if analysis"] },
      {
        title: "SQL for analysis",
        topics: ["SELECT queries and filtering", "Joins and grouping", "Subqueries", "Window functions on MySQL", "Answering business questions with SQL"],
      },
      {
        title: "Python for data",
        topics: ["Python basics", "NumPy arrays", "Loading, cleaning and reshaping data with pandas", "Merging datasets", "Working in Jupyter notebooks"],
      },
      {
        title: "Statistics and exploratory analysis",
        topics: ["Distributions and sampling", "Hypothesis testing", "Correlation", "Visual exploration with Matplotlib and Seaborn"],
      },
      {
        title: "Machine learning",
        topics: [
          "Linear and logistic regression",
          "Decision trees and random forests",
          "Clustering",
          "Feature engineering",
          "Cross-validation with scikit-learn",
        ],
      },
      { title: "Data analytics with Power BI", topics: ["Power Query", "Data modelling", "DAX measures", "Interactive dashboards for business users"] },
      {
        title: "Deep learning basics and capstone",
        topics: ["How neural networks learn", "A simple model in Keras", "End-to-end project from raw data to findings", "Presenting your results"],
      },
    ],
  },
  features: [
    "Projects on real public datasets, not toy examples",
    "Weekday, weekend and evening batches",
    "Separate data analytics track for non-programmers",
    "One-to-one review of your capstone project",
    "Resume, GitHub portfolio and mock interview support",
  ],
  learn: [
    "Clean and combine messy data with pandas",
    "Write SQL queries with joins and window functions",
    "Choose and apply the right statistical test",
    "Train and evaluate machine learning models in scikit-learn",
    "Build interactive dashboards in Power BI and Excel",
    "Present findings clearly to non-technical stakeholders",
  ],
  definition:
    "Data science is the work of collecting, cleaning and analysing data to answer questions and make predictions. It combines programming, usually in Python or SQL, with statistics and knowledge of the business problem. A data analyst mostly describes what happened using reports and dashboards, while a data scientist also builds models that predict what is likely to happen next. Both aim to help people make better decisions with evidence.",
  duration: "5 months",
  faq: [
    {
      question: "How long is the Data Science course?",
      answer:
        "The data science programme runs for about 5 months: Excel and SQL first, then Python, statistics, machine learning and Power BI, and a capstone project in the final weeks.",
    },
    {
      question: "Do I need any background to join?",
      answer:
        "Graduates from any stream can join; you do not need to be a programmer. If you only want the analysis tools (Excel, SQL and Power BI), ask about our separate data analytics track for non-programmers. Basic school-level maths is enough to start the statistics module.",
    },
    {
      question: "What are the class timings?",
      answer:
        "We run weekday, weekend and evening batches. When a batch is open, its start date, days and timings are listed under Upcoming batches on this page. If none is listed, call or WhatsApp us and we will tell you when the next batch starts and which timings are available.",
    },
    {
      question: "Do you help with placement after the course?",
      answer:
        "Yes. Placement preparation runs alongside the course: resume and cover-letter workshops, mock technical and HR interviews with feedback, and one-to-one career counselling. When you are ready, we share openings from companies we work with for roles such as data analyst, MIS executive, business analyst trainee and junior data scientist. We prepare you and connect you with employers; we do not promise a job, because the interview is yours to win.",
    },
    {
      question: "Will I get a certificate?",
      answer:
        "Yes. You receive our course completion certificate once your module projects and the capstone have been reviewed. The capstone, with its notebook and dashboard, is usually more useful in interviews than the certificate itself.",
    },
  ],
  seo: {
    title: "Data Science Course in Chennai | Chennai Tech Academy",
    description:
      "Data science and data analytics course in Chennai covering Python, SQL, statistics, machine learning and Power BI with real dataset projects.",
    keywords:
      "data science course in Chennai, data analytics training, Python for data science, machine learning course, Power BI training, data analyst course",
  },
  highlights: ["Includes a full data analytics module with Excel and Power BI", "Capstone project you can present in interviews"],
};
