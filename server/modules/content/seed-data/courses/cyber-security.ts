import type { SeedCourse } from "./index";

export const course: SeedCourse = {
  id: "cyber-security",
  name: "Cyber Security",
  image: "/images/courses/cyber-security.svg",
  heading: "Learn to defend real networks, one lab at a time",
  summary: "Networking, Linux, ethical hacking and SOC monitoring with hands-on labs for entry-level security roles.",
  overview:
    "This course is for graduates, IT support staff and network engineers who want to move into information security. We start with the basics every analyst needs - how networks, operating systems and web applications actually work - and then build defensive and offensive skills on top of them. You will practise in an isolated lab using Kali Linux, Wireshark, Nmap, Burp Suite, Metasploit and an open-source SIEM, and you will write short incident reports the way a security team expects them. By the end you should be ready to apply for roles such as SOC analyst (L1), junior penetration tester, vulnerability assessment analyst or security-focused system administrator at IT services companies, banks and managed security providers in Chennai and across India. The course also prepares you to attempt entry-level certifications such as CompTIA Security+ or CEH if you choose to.",
  curriculum: {
    overview: "The modules run in order. Each one ends with a lab exercise you complete and explain to your trainer before you move on.",
    modules: [
      {
        title: "Networking and Linux foundations",
        topics: [
          "OSI and TCP/IP models",
          "IP addressing and subnetting",
          "DNS, DHCP, common ports and protocols",
          "Linux command line, users, permissions and services",
        ],
      },
      {
        title: "Security concepts and cryptography",
        topics: [
          "The CIA triad, threats and vulnerabilities",
          "Authentication and hashing",
          "Symmetric and public-key encryption",
          "TLS certificates",
          "Writing a basic security policy",
        ],
      },
      {
        title: "Reconnaissance and scanning",
        topics: [
          "Passive information gathering",
          "Host and service discovery with Nmap",
          "Vulnerability scanning with OpenVAS",
          "Reading scan results and ruling out false alarms",
        ],
      },
      {
        title: "Ethical hacking and exploitation",
        topics: [
          "Password attacks",
          "Metasploit basics",
          "Privilege escalation on Linux and Windows lab machines",
          "The legal and ethical rules of authorised testing",
        ],
      },
      {
        title: "Web application security",
        topics: [
          "The OWASP Top 10 in practice",
          "SQL injection and cross-site scripting (XSS)",
          "Broken access control and insecure configuration",
          "Testing with Burp Suite against deliberately vulnerable apps",
        ],
      },
      {
        title: "SOC operations and incident response",
        topics: [
          "Log sources and SIEM dashboards",
          "Packet analysis with Wireshark",
          "Triage of phishing and malware alerts",
          "Writing clear incident tickets",
        ],
      },
      {
        title: "Cloud security and capstone",
        topics: [
          "Identity and access basics on a public cloud",
          "Common cloud misconfigurations",
          "Assessment of a lab network",
          "Written report and presentation",
        ],
      },
    ],
  },
  features: [
    "Isolated practice lab with attacker and victim machines",
    "Weekday and weekend batches",
    "Small batches so every student gets lab time",
    "Mock SOC shifts using real-style alert data",
    "Report writing and interview preparation",
    "Guidance for Security+ and CEH exam preparation",
  ],
  learn: [
    "Subnet a network and read packet captures in Wireshark",
    "Scan hosts and services with Nmap and interpret the results",
    "Find and explain OWASP Top 10 flaws using Burp Suite",
    "Use Metasploit safely inside an authorised lab",
    "Triage SIEM alerts and escalate real incidents",
    "Harden Linux and Windows systems against common attacks",
    "Write a clear vulnerability assessment report",
  ],
  definition:
    "Cyber security is the practice of protecting computers, networks, applications and data from unauthorised access, theft and damage. It covers prevention, such as secure configuration and access control, detection, such as monitoring logs for suspicious activity, and response, such as containing an attack and recovering systems. Security professionals combine networking, operating system and programming knowledge with an attacker's mindset so they can find weaknesses before criminals do.",
  duration: "4 months",
  faq: [
    {
      question: "How long is the Cyber Security course?",
      answer: "The cyber security course runs for about 4 months, in seven modules from networking basics to a final assessment of a lab network.",
    },
    {
      question: "Do I need any background to join?",
      answer:
        "A degree or diploma in any stream is enough, though it helps if you already use computers confidently. IT support staff and network engineers move faster through the first module. You do not need to know hacking tools beforehand: all practice happens in our isolated lab.",
    },
    {
      question: "What are the class timings?",
      answer:
        "We run weekday and weekend batches. When a batch is open, its start date, days and timings are listed under Upcoming batches on this page. If none is listed, call or WhatsApp us and we will tell you when the next batch starts and which timings are available.",
    },
    {
      question: "Do you help with placement after the course?",
      answer:
        "Yes. Placement preparation runs alongside the course: resume and cover-letter workshops, mock technical and HR interviews with feedback, and one-to-one career counselling. When you are ready, we share openings from companies we work with for roles such as SOC analyst, security analyst trainee and junior penetration tester. We prepare you and connect you with employers; we do not promise a job, because the interview is yours to win.",
    },
    {
      question: "Will I get a certificate?",
      answer:
        "Yes. You receive our course completion certificate after the lab exercises and the final assessment with its written report. We also guide you on preparing for CompTIA Security+ and CEH, which are separate exams you book with their providers.",
    },
  ],
  seo: {
    title: "Cyber Security Course in Chennai | Chennai Tech Academy",
    description: "Hands-on cyber security course in Chennai: networking, ethical hacking, web security and SOC monitoring labs for analyst and pentest roles.",
    keywords:
      "cyber security course in Chennai, ethical hacking training, SOC analyst course, penetration testing course, network security training, CEH preparation",
  },
  highlights: ["Lab-first teaching: every module ends with a practical exercise", "Weekday and weekend batches available"],
};
