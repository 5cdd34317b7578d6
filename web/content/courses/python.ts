import type { Course } from "../types";

export const course: Course = {
  id: "python",
  name: "Python",
  path: "/courses/python",
  image: "/images/courses/python.svg",
  heading: "Write clean Python that solves real problems",
  summary: "Python from basics to OOP, automation, Django web apps and data handling, with practical projects.",
  overview:
    "Python is often the first language we recommend, and this course is built for complete beginners as well as people who already code in another language. You start with syntax, data types, loops and functions, then learn to organise code with modules, classes and exceptions. After the core, the course shows where Python is used at work: automating repetitive tasks with files, Excel sheets and emails, calling web APIs, working with databases, and building web applications with Django and Flask. You will also get a short introduction to pandas so you can handle data confidently. Every topic is practised in VS Code and Jupyter with small exercises and two larger projects. The course prepares you for roles such as Python developer, automation engineer, Django developer and junior data analyst, and is a good base for our data science programme.",
  curriculum:
    "The course opens with Python fundamentals: installing Python, variables, data types, operators, conditions, loops and functions. Next come strings, lists, tuples, sets and dictionaries, followed by file handling, exceptions and modules. Object-oriented programming covers classes, inheritance and dunder methods. The automation module uses os, pathlib, openpyxl, requests and regular expressions to script everyday tasks. Databases are introduced with SQLite and MySQL. The web module builds a Django application with models, views, templates, forms and the admin site, plus a small Flask API. A short pandas module covers loading and summarising data, and the course ends with testing using pytest and a final project.",
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
  seo: {
    title: "Python Course in Chennai | Chennai Tech Academy",
    description:
      "Python course in Chennai for beginners and coders: core Python, OOP, automation scripts, Django and Flask web apps, and pandas basics.",
    keywords:
      "Python course in Chennai, Python training for beginners, Django course, Python automation training, Flask course, Python developer course",
  },
};
