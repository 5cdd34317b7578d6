import type { Course } from "../types";

export const course: Course = {
  id: "data-science",
  name: "Data Science",
  path: "/courses/data-science",
  image: "/images/courses/data-science.svg",
  heading: "Turn raw data into decisions people can trust",
  summary: "Python, SQL, statistics, machine learning and data analytics with Power BI and Excel on real datasets.",
  overview:
    "This programme suits graduates from any stream, working professionals in finance, operations or marketing, and developers who want to work with data. You begin with Excel and SQL, the tools most analysts use every day, then move on to Python with NumPy, pandas, Matplotlib and Seaborn for cleaning and exploring data. Statistics is taught with examples rather than formulas alone, so you understand why a result is or is not meaningful. Machine learning follows with scikit-learn, covering regression, classification, clustering and model evaluation, and a short introduction to deep learning. A separate data analytics module covers dashboards in Power BI. Typical roles after the course include data analyst, business analyst, MIS executive, junior data scientist and reporting analyst in Chennai's IT, banking, logistics and healthcare companies.",
  curriculum: {
    overview:
      "The course is split into stacks that build on each other. Each stack ends with a small project on a public dataset, and the final weeks are spent on a capstone you can show in interviews.",
    stacks: [
      {
        name: "Data analytics with Excel",
        description:
          "Cleaning data, lookup functions, pivot tables, charts and what-if analysis, the everyday toolkit of an analyst or MIS executive.",
      },
      {
        name: "SQL for analysis",
        description:
          "SELECT queries, joins, grouping, subqueries and window functions on MySQL, written to answer business questions.",
      },
      {
        name: "Python for data",
        description:
          "Python basics, then NumPy and pandas for loading, cleaning, reshaping and merging data, with Jupyter notebooks.",
      },
      {
        name: "Statistics and exploratory analysis",
        description:
          "Distributions, sampling, hypothesis testing, correlation and visual exploration with Matplotlib and Seaborn.",
      },
      {
        name: "Machine learning",
        description:
          "Regression, decision trees, random forests, clustering, feature engineering and cross-validation using scikit-learn.",
      },
      {
        name: "Data analytics with Power BI",
        description:
          "Power Query, data modelling, DAX measures and interactive dashboards published for business users.",
      },
      {
        name: "Deep learning basics and capstone",
        description:
          "Neural network concepts with a simple Keras model, then an end-to-end project from raw data to presented findings.",
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
  seo: {
    title: "Data Science Course in Chennai | Chennai Tech Academy",
    description:
      "Data science and data analytics course in Chennai covering Python, SQL, statistics, machine learning and Power BI with real dataset projects.",
    keywords:
      "data science course in Chennai, data analytics training, Python for data science, machine learning course, Power BI training, data analyst course",
  },
  highlights: [
    "Includes a full data analytics module with Excel and Power BI",
    "Capstone project you can present in interviews",
  ],
};
