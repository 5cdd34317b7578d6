import type { SeedCourse } from "./index";

export const course: SeedCourse = {
  id: "full-stack",
  name: "Full Stack",
  image: "/images/courses/full-stack.svg",
  heading: "Build complete web applications, from the screen to the database",
  summary: "Front end, back end and databases in your choice of MERN, Java full stack or PHP full stack.",
  overview:
    "Full stack training is for students and career changers who want to build and ship complete web applications. Everyone starts with the same front-end foundation: HTML, CSS, responsive layouts, JavaScript and Git. You then choose a back-end track. The MERN track uses MongoDB, Express, React and Node.js; the Java full stack track uses Spring Boot, Hibernate and MySQL with a React or Angular front end; the PHP full stack track uses PHP, MySQL and Laravel. Whichever track you pick, you will design REST APIs, handle login and sessions, write database queries, and deploy your project to a cloud server. The course leads to roles such as MERN developer, Java full stack developer, PHP developer, front-end developer and junior web developer at product companies, agencies and IT services firms in Chennai and elsewhere in India.",
  curriculum: {
    overview:
      "Everyone takes the front-end modules first, then follows one back-end track in depth: MERN, Java full stack or PHP full stack. A reviewed team project closes the course.",
    modules: [
      {
        title: "Web foundations",
        topics: ["Semantic HTML", "Modern CSS with Flexbox and Grid", "Responsive design", "Accessibility basics", "Git and GitHub"],
      },
      { title: "JavaScript and TypeScript", topics: ["Core JavaScript and the DOM", "Events", "fetch and async/await", "ES modules", "TypeScript types"] },
      { title: "React front end", topics: ["Components, props and state", "Hooks", "Routing", "Forms and calling APIs", "Styling with a component library"] },
      {
        title: "Back-end track 1: MERN stack",
        topics: ["REST APIs with Node.js and Express", "MongoDB with Mongoose", "JWT authentication", "Connecting the API to a React client"],
      },
      {
        title: "Back-end track 2: Java full stack",
        topics: ["Core Java refresher", "Spring Boot REST services", "Spring Data JPA with Hibernate", "MySQL", "A React or Angular front end"],
      },
      {
        title: "Back-end track 3: PHP full stack",
        topics: ["PHP syntax, forms and sessions", "MySQL with PDO", "Laravel routing", "Eloquent models and Blade views"],
      },
      {
        title: "Deployment and team project",
        topics: [
          "Environment variables and configuration",
          "Building for production",
          "Deploying to a Linux server or cloud platform",
          "Team project with code review",
        ],
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
  faq: [
    {
      question: "How long is the Full Stack course?",
      answer:
        "The full stack course runs for about 6 months. The front-end modules come first, then one back-end track in depth, and a team project with code review at the end.",
    },
    {
      question: "Do I need any background to join?",
      answer:
        "You do not need to have programmed before, but you should be comfortable with a computer and ready to practise every day. Students and career changers both join. If you have never coded, the web foundations module starts from the very first HTML tag.",
    },
    {
      question: "What are the class timings?",
      answer:
        "We run weekday and weekend batches. When a batch is open, its start date, days and timings are listed under Upcoming batches on this page. If none is listed, call or WhatsApp us and we will tell you when the next batch starts and which timings are available.",
    },
    {
      question: "Do you help with placement after the course?",
      answer:
        "Yes. Placement preparation runs alongside the course: resume and cover-letter workshops, mock technical and HR interviews with feedback, and one-to-one career counselling. When you are ready, we share openings from companies we work with for roles such as full stack developer, front-end developer, MERN developer and Java or PHP developer trainee. We prepare you and connect you with employers; we do not promise a job, because the interview is yours to win.",
    },
    {
      question: "Will I get a certificate?",
      answer:
        "Yes. You receive our course completion certificate after your projects and the team project have been reviewed. Your deployed applications and GitHub history are what employers look at first, and we help you present them.",
    },
  ],
  seo: {
    title: "Full Stack Developer Course in Chennai | MERN, Java, PHP",
    description: "Full stack developer course in Chennai with MERN, Java full stack and PHP full stack tracks, live projects, code review and deployment.",
    keywords: "full stack course in Chennai, MERN stack training, Java full stack course, PHP full stack course, React training, web development course",
  },
  highlights: ["Three back-end tracks: MERN, Java full stack and PHP full stack", "Every student deploys at least one live project"],
};
