import type { Course } from "../types";

export const course: Course = {
  id: "full-stack",
  name: "Full Stack",
  path: "/courses/full-stack",
  image: "/images/courses/full-stack.svg",
  heading: "Build complete web applications, from the screen to the database",
  summary: "Front end, back end and databases in your choice of MERN, Java full stack or PHP full stack.",
  overview:
    "Full stack training is for students and career changers who want to build and ship complete web applications. Everyone starts with the same front-end foundation: HTML, CSS, responsive layouts, JavaScript and Git. You then choose a back-end track. The MERN track uses MongoDB, Express, React and Node.js; the Java full stack track uses Spring Boot, Hibernate and MySQL with a React or Angular front end; the PHP full stack track uses PHP, MySQL and Laravel. Whichever track you pick, you will design REST APIs, handle login and sessions, write database queries, and deploy your project to a cloud server. The course leads to roles such as MERN developer, Java full stack developer, PHP developer, front-end developer and junior web developer at product companies, agencies and IT services firms in Chennai and elsewhere in India.",
  curriculum: {
    overview:
      "Common front-end modules come first, then you follow one back-end track in depth. A team project with code review closes the course.",
    stacks: [
      {
        name: "Web foundations",
        description:
          "Semantic HTML, modern CSS with Flexbox and Grid, responsive design, accessibility basics and version control with Git and GitHub.",
      },
      {
        name: "JavaScript and TypeScript",
        description:
          "Core JavaScript, the DOM, events, fetch and async/await, ES modules, and an introduction to TypeScript types.",
      },
      {
        name: "React front end",
        description:
          "Components, props and state, hooks, routing, forms and calling APIs, with a component library for consistent styling.",
      },
      {
        name: "MERN stack",
        description:
          "Node.js and Express REST APIs, MongoDB with Mongoose, JWT authentication and connecting everything to a React client.",
      },
      {
        name: "Java full stack",
        description:
          "Core Java refresher, Spring Boot REST services, Spring Data JPA with Hibernate, MySQL, and a React or Angular front end.",
      },
      {
        name: "PHP full stack",
        description:
          "PHP syntax, forms and sessions, MySQL with PDO, then the Laravel framework with routing, Eloquent models and Blade views.",
      },
      {
        name: "Deployment and team project",
        description:
          "Environment variables, building for production, deploying to a Linux server or cloud platform, and a reviewed team project.",
      },
    ],
  },
  features: [
    "Choose MERN, Java full stack or PHP full stack",
    "Live project with code review on GitHub",
    "Weekday and weekend batches",
    "Portfolio of deployed applications",
    "Mock technical interviews and coding rounds",
    "Trainers who review pull requests, not just answers",
  ],
  learn: [
    "Build responsive pages with HTML, CSS and JavaScript",
    "Create single-page applications in React",
    "Design and build REST APIs in Node.js, Spring Boot or Laravel",
    "Model data in MongoDB or MySQL and write efficient queries",
    "Add secure login with hashed passwords and tokens",
    "Use Git branches and pull requests in a team",
    "Deploy a full application to a live server",
  ],
  definition:
    "Full stack development means building both parts of a web application: the front end that users see and click in the browser, and the back end that runs on a server, stores data and applies business rules. A full stack developer can work across HTML, CSS and JavaScript, a server language such as JavaScript, Java or PHP, and a database, so they can take a feature from idea to deployment.",
  duration: "6 months",
  seo: {
    title: "Full Stack Developer Course in Chennai | MERN, Java, PHP",
    description:
      "Full stack developer course in Chennai with MERN, Java full stack and PHP full stack tracks, live projects, code review and deployment.",
    keywords:
      "full stack course in Chennai, MERN stack training, Java full stack course, PHP full stack course, React training, web development course",
  },
  highlights: [
    "Three back-end tracks: MERN, Java full stack and PHP full stack",
    "Every student deploys at least one live project",
  ],
};
