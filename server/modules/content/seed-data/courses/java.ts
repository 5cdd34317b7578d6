import type { SeedCourse } from "./index";

export const course: SeedCourse = {
  id: "java",
  name: "Java",
  image: "/images/courses/java.svg",
  heading: "From C fundamentals to confident Java programming",
  summary: "C, C++ and Java programming from first principles through OOP, collections, JDBC and Spring basics.",
  overview:
    "This course is designed for college students, freshers preparing for campus and off-campus placements, and anyone who wants a strong programming base. It begins with C, where you learn how variables, memory, pointers and functions really work, then moves to C++ for object-oriented programming and the Standard Template Library. The largest part of the course is Java: core syntax, classes and interfaces, exception handling, collections, generics, streams, multithreading and file handling, followed by JDBC and an introduction to Spring Boot. Logic building and data structures practice runs through every module, so you are prepared for the aptitude and coding rounds used by IT services companies in Chennai. Graduates of this course typically apply for roles such as Java developer, software trainee, associate engineer and QA automation engineer, or continue to our Java full stack track.",
  curriculum: {
    overview: "Three languages taught in sequence, each building on the one before, with coding practice and small projects throughout.",
    modules: [
      {
        title: "C programming",
        topics: [
          "Data types and operators",
          "Control flow and functions",
          "Arrays and strings",
          "Pointers and structures",
          "File handling",
          "Daily logic problems",
        ],
      },
      {
        title: "C++ and object-oriented programming",
        topics: ["Classes, objects and constructors", "Inheritance and polymorphism", "Operator overloading", "Templates", "STL containers"],
      },
      {
        title: "Core Java",
        topics: ["JVM and JDK setup", "Syntax, classes and interfaces", "Packages and access modifiers", "Exception handling", "The String API"],
      },
      {
        title: "Advanced Java",
        topics: ["Collections framework and generics", "Lambdas and streams", "Multithreading", "File I/O", "Unit testing with JUnit"],
      },
      {
        title: "Data structures and algorithms",
        topics: [
          "Arrays and linked lists",
          "Stacks and queues",
          "Trees and hashing",
          "Sorting and searching",
          "Practice in the style of placement coding rounds",
        ],
      },
      { title: "Databases and Spring Boot basics", topics: ["SQL with MySQL", "JDBC", "Maven builds", "A first REST API in Spring Boot"] },
    ],
  },
  features: [
    "C, C++ and Java covered in one structured course",
    "Daily logic-building and coding practice",
    "Weekday and weekend batches",
    "Placement-style coding tests every few weeks",
    "Mini projects in each language",
  ],
  learn: [
    "Write and debug C programs using pointers and structures",
    "Apply object-oriented design in C++ and Java",
    "Use Java collections, generics and streams effectively",
    "Handle exceptions, files and multiple threads in Java",
    "Solve common data structure problems for coding interviews",
    "Connect a Java application to MySQL with JDBC",
    "Build a simple REST API with Spring Boot",
  ],
  definition:
    "Java is a general-purpose, object-oriented programming language that runs on the Java Virtual Machine, so the same compiled program works on Windows, Linux and macOS. It is widely used for enterprise back-end systems, banking software and Android apps. C and C++ are older languages that give closer control over memory and hardware; learning them first makes Java concepts such as objects, references and memory management much easier to understand.",
  duration: "4 months",
  faq: [
    {
      question: "How long is the Java course?",
      answer:
        "The Java course runs for about 4 months. It covers C, then C++, then Java in depth, with data structures practice and a small Spring Boot application at the end.",
    },
    {
      question: "Do I need any background to join?",
      answer:
        "No earlier programming experience is needed. The course is planned for college students and freshers preparing for placements, and it begins with C fundamentals so everyone starts from the same base.",
    },
    {
      question: "What are the class timings?",
      answer:
        "We run weekday and weekend batches. When a batch is open, its start date, days and timings are listed under Upcoming batches on this page. If none is listed, call or WhatsApp us and we will tell you when the next batch starts and which timings are available.",
    },
    {
      question: "Do you help with placement after the course?",
      answer:
        "Yes. Placement preparation runs alongside the course: resume and cover-letter workshops, mock technical and HR interviews with feedback, and one-to-one career counselling. When you are ready, we share openings from companies we work with for roles such as Java developer, software trainee, associate engineer and QA automation engineer. We prepare you and connect you with employers; we do not promise a job, because the interview is yours to win.",
    },
    {
      question: "Will I get a certificate?",
      answer:
        "Yes. You receive our course completion certificate after the mini projects in each language and the regular coding tests. The coding tests follow the style of placement rounds, so they also show you where to practise more.",
    },
  ],
  seo: {
    title: "Java, C and C++ Course in Chennai | Chennai Tech Academy",
    description:
      "Java course in Chennai that also covers C and C++: OOP, collections, data structures, JDBC and Spring Boot basics for placement-ready coding.",
    keywords: "Java course in Chennai, C and C++ training, core Java course, advanced Java training, programming course for freshers, Java placement training",
  },
};
