import type { SeedCourse } from "./index";

export const course: SeedCourse = {
  id: "python",
  name: "Python",
  image: "/images/courses/python.svg",
  heading: "Write clean Python that solves real problems",
  summary: "Python from basics to OOP, automation, Django web apps and data handling, with practical projects.",
  overview:
    "Python is often the first language we recommend, and this course is built for complete beginners as well as people who already code in another language. You start with syntax, data types, loops and functions, then learn to organise code with modules, classes and exceptions. After the core, the course shows where Python is used at work: automating repetitive tasks with files, Excel sheets and emails, calling web APIs, working with databases, and building web applications with Django and Flask. You will also get a short introduction to pandas so you can handle data confidently. Every topic is practised in VS Code and Jupyter with small exercises and two larger projects. The course prepares you for roles such as Python developer, automation engineer, Django developer and junior data analyst, and is a good base for our data science programme.",
  curriculum: {
    overview: "From your first line of Python to a tested web application, with a project at the end.",
    modules: [
      {
        title: "Python fundamentals",
        topics: ["Installing Python, VS Code and Jupyter", "Variables, data types and operators", "Conditions and loops", "Functions"],
      },
      { title: "Data structures and files", topics: ["Strings", "Lists, tuples and sets", "Dictionaries", "File handling", "Exceptions and modules"] },
      { title: "Object-oriented Python", topics: ["Classes and objects", "Inheritance", "Special (dunder) methods", "Organising a project into packages"] },
      { title: "Automation", topics: ["Files and folders with os and pathlib", "Excel sheets with openpyxl", "Web APIs with requests", "Regular expressions"] },
      { title: "Databases", topics: ["SQL basics with SQLite", "Connecting Python to MySQL"] },
      { title: "Web development", topics: ["Django models, views and templates", "Django forms and the admin site", "A small REST API with Flask"] },
      { title: "Data handling and testing", topics: ["Loading and summarising data with pandas", "Testing with pytest", "Final project"] },
    ],
  },
  features: [
    "Beginner-friendly pace with no prior coding needed",
    "Weekday and weekend batches",
    "Automation and web projects for your portfolio",
    "Code review on every assignment",
    "Interview question practice for Python roles",
  ],
  learn: [
    "Write readable Python using functions, modules and classes",
    "Work with lists, dictionaries and other built-in data structures",
    "Automate file, Excel and web tasks with Python scripts",
    "Build a Django web application with a database",
    "Create a small REST API with Flask",
    "Load and summarise data with pandas",
    "Test your code with pytest",
  ],
  definition:
    "Python is a high-level programming language known for its simple, readable syntax. It is used for web development, automation and scripting, data analysis, machine learning, testing and much more. Because Python code reads almost like plain English and comes with a large standard library and thousands of free packages, beginners can write useful programs quickly, while experienced developers use it to build large production systems.",
  duration: "3 months",
  faq: [
    {
      question: "How long is the Python course?",
      answer:
        "The Python course runs for about 3 months. It starts with Python fundamentals and finishes with Django and Flask web development, pandas, testing with pytest and a final project.",
    },
    {
      question: "Do I need any background to join?",
      answer:
        "No coding experience is needed: the course is built for complete beginners. If you already code in another language, you will move through the fundamentals faster and spend more time on the automation and web modules.",
    },
    {
      question: "What are the class timings?",
      answer:
        "We run weekday and weekend batches. When a batch is open, its start date, days and timings are listed under Upcoming batches on this page. If none is listed, call or WhatsApp us and we will tell you when the next batch starts and which timings are available.",
    },
    {
      question: "Do you help with placement after the course?",
      answer:
        "Yes. Placement preparation runs alongside the course: resume and cover-letter workshops, mock technical and HR interviews with feedback, and one-to-one career counselling. When you are ready, we share openings from companies we work with for roles such as Python developer, automation engineer, Django developer and junior data analyst. We prepare you and connect you with employers; we do not promise a job, because the interview is yours to win.",
    },
    {
      question: "Will I get a certificate?",
      answer:
        "Yes. You receive our course completion certificate after your assignments and the final project have been reviewed. Every assignment gets a code review, which is also good practice for technical interviews.",
    },
  ],
  seo: {
    title: "Python Course in Chennai | Chennai Tech Academy",
    description: "Python course in Chennai for beginners and coders: core Python, OOP, automation scripts, Django and Flask web apps, and pandas basics.",
    keywords: "Python course in Chennai, Python training for beginners, Django course, Python automation training, Flask course, Python developer course",
  },
};
