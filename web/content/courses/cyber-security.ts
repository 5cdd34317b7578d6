import type { Course } from "../types";

export const course: Course = {
  id: "cyber-security",
  name: "Cyber Security",
  path: "/courses/cyber-security",
  image: "/images/courses/cyber-security.svg",
  heading: "Learn to defend real networks, one lab at a time",
  summary: "Networking, Linux, ethical hacking and SOC monitoring with hands-on labs for entry-level security roles.",
  overview:
    "This course is for graduates, IT support staff and network engineers who want to move into information security. We start with the basics every analyst needs - how networks, operating systems and web applications actually work - and then build defensive and offensive skills on top of them. You will practise in an isolated lab using Kali Linux, Wireshark, Nmap, Burp Suite, Metasploit and an open-source SIEM, and you will write short incident reports the way a security team expects them. By the end you should be ready to apply for roles such as SOC analyst (L1), junior penetration tester, vulnerability assessment analyst or security-focused system administrator at IT services companies, banks and managed security providers in Chennai and across India. The course also prepares you to attempt entry-level certifications such as CompTIA Security+ or CEH if you choose to.",
  curriculum: {
    overview:
      "The modules run in order, and each one ends with a lab exercise you complete and explain to your trainer before moving on.",
    stacks: [
      {
        name: "Networking and Linux foundations",
        description:
          "OSI and TCP/IP models, IP addressing and subnetting, DNS, DHCP, common ports and protocols, and the Linux command line, users, permissions and services.",
      },
      {
        name: "Security concepts and cryptography",
        description:
          "The CIA triad, threats and vulnerabilities, authentication, hashing, symmetric and public-key encryption, TLS certificates and basic security policy.",
      },
      {
        name: "Reconnaissance and scanning",
        description:
          "Passive information gathering, Nmap host and service discovery, vulnerability scanning with OpenVAS and reading scan results without false alarms.",
      },
      {
        name: "Ethical hacking and exploitation",
        description:
          "Password attacks, Metasploit basics, privilege escalation on Linux and Windows lab machines, and the legal and ethical rules of authorised testing.",
      },
      {
        name: "Web application security",
        description:
          "The OWASP Top 10 in practice: SQL injection, XSS, broken access control and insecure configuration, tested with Burp Suite against deliberately vulnerable apps.",
      },
      {
        name: "SOC operations and incident response",
        description:
          "Log sources, SIEM dashboards and alerts, Wireshark packet analysis, triage of phishing and malware alerts, and writing clear incident tickets.",
      },
      {
        name: "Cloud security and capstone",
        description:
          "Identity and access basics on a public cloud, common misconfigurations, and a final assessment of a lab network with a written report and presentation.",
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
  seo: {
    title: "Cyber Security Course in Chennai | Chennai Tech Academy",
    description:
      "Hands-on cyber security course in Chennai: networking, ethical hacking, web security and SOC monitoring labs for analyst and pentest roles.",
    keywords:
      "cyber security course in Chennai, ethical hacking training, SOC analyst course, penetration testing course, network security training, CEH preparation",
  },
  highlights: [
    "Lab-first teaching: every module ends with a practical exercise",
    "Weekday and weekend batches available",
  ],
};
