import type { Course } from "../types";

export const course: Course = {
  id: "java",
  name: "Java",
  path: "/courses/java",
  image: "/images/courses/java.svg",
  heading: "From C fundamentals to confident Java programming",
  summary: "C, C++ and Java programming from first principles through OOP, collections, JDBC and Spring basics.",
  overview:
    "This course is designed for college students, freshers preparing for campus and off-campus placements, and anyone who wants a strong programming base. It begins with C, where you learn how variables, memory, pointers and functions really work, then moves to C++ for object-oriented programming and the Standard Template Library. The largest part of the course is Java: core syntax, classes and interfaces, exception handling, collections, generics, streams, multithreading and file handling, followed by JDBC and an introduction to Spring Boot. Logic building and data structures practice runs through every module, so you are prepared for the aptitude and coding rounds used by IT services companies in Chennai. Graduates of this course typically apply for roles such as Java developer, software trainee, associate engineer and QA automation engineer, or continue to our Java full stack track.",
  curriculum: {
    overview:
      "Three languages taught in sequence, each building on the previous one, with coding practice and small projects throughout.",
    stacks: [
      {
        name: "C programming",
        description:
          "Data types, operators, control flow, functions, arrays, strings, pointers, structures and file handling, with daily logic problems.",
      },
      {
        name: "C++ and object-oriented programming",
        description:
          "Classes and objects, constructors, inheritance, polymorphism, operator overloading, templates and the STL containers.",
      },
      {
        name: "Core Java",
        description:
          "JVM and JDK setup, syntax, classes, interfaces, packages, access modifiers, exception handling and the String API.",
      },
      {
        name: "Advanced Java",
        description:
          "Collections framework, generics, lambdas and streams, multithreading, file I/O and unit testing with JUnit.",
      },
      {
        name: "Data structures and algorithms",
        description:
          "Arrays, linked lists, stacks, queues, trees, hashing, sorting and searching, practised in the style of placement coding rounds.",
      },
      {
        name: "Databases and Spring Boot basics",
        description:
          "SQL with MySQL, JDBC, Maven, and a first REST API in Spring Boot as a small capstone application.",
      },
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
  seo: {
    title: "Java, C and C++ Course in Chennai | Chennai Tech Academy",
    description:
      "Java course in Chennai that also covers C and C++: OOP, collections, data structures, JDBC and Spring Boot basics for placement-ready coding.",
    keywords:
      "Java course in Chennai, C and C++ training, core Java course, advanced Java training, programming course for freshers, Java placement training",
  },
};
