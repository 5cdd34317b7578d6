import type { SeedCourse } from "./index";

export const course: SeedCourse = {
  id: "aws",
  name: "AWS",
  image: "/images/courses/aws.svg",
  heading: "Build, secure and run applications on Amazon Web Services",
  summary: "Core AWS services, Linux, networking, automation and DevOps basics for cloud engineer roles.",
  overview:
    "This AWS course is for system administrators, support engineers, developers and graduates who want to work in cloud infrastructure. After a short refresher on Linux and networking, you learn the services most companies rely on: EC2, EBS, S3, IAM, VPC, Elastic Load Balancing, Auto Scaling, RDS, Route 53, CloudWatch and Lambda. Each topic is practised in your own AWS account using the free tier where possible, and you learn to watch costs from day one. The second half introduces infrastructure as code with CloudFormation and Terraform, containers with Docker, and a simple CI/CD pipeline, so you see how cloud and DevOps work together. The syllabus lines up with the AWS Certified Cloud Practitioner and Solutions Architect Associate exams. Typical roles after the course include cloud support engineer, AWS administrator, junior cloud engineer and DevOps trainee at IT services firms and product companies in Chennai.",
  curriculum: {
    overview: "Foundations first, then the core AWS services, then automation. Every module ends with a lab you build in your own AWS account.",
    modules: [
      {
        title: "Linux and networking refresher",
        topics: [
          "Linux commands, users, packages and services",
          "SSH keys and remote login",
          "IP addressing, subnets and CIDR notation",
          "DNS and how HTTP requests travel",
        ],
      },
      {
        title: "Compute and storage",
        topics: [
          "EC2 instance types and AMIs",
          "EBS volumes and snapshots",
          "S3 buckets and storage classes",
          "Lifecycle rules",
          "Hosting a static website on S3",
        ],
      },
      {
        title: "Identity and security",
        topics: [
          "IAM users, groups, roles and policies",
          "Multi-factor authentication",
          "Security groups",
          "Encryption with KMS",
          "The shared responsibility model",
        ],
      },
      {
        title: "Networking on AWS",
        topics: ["Designing a VPC with public and private subnets", "Route tables and NAT gateways", "Elastic Load Balancing", "Route 53 DNS"],
      },
      {
        title: "Databases, scaling and monitoring",
        topics: ["RDS and DynamoDB", "Auto Scaling groups", "CloudWatch metrics, alarms and logs", "Budgets and cost monitoring"],
      },
      {
        title: "Serverless and containers",
        topics: ["AWS Lambda functions", "APIs with API Gateway", "Docker images and containers", "Running containers on ECS"],
      },
      {
        title: "Infrastructure as code and CI/CD",
        topics: ["CloudFormation templates", "Terraform basics", "Git-based workflows", "A deployment pipeline with CodePipeline or GitHub Actions"],
      },
    ],
  },
  features: [
    "Hands-on labs in your own AWS account",
    "Weekday and weekend batches",
    "Aligned to Cloud Practitioner and Solutions Architect Associate",
    "Cost-awareness taught from the first lab",
    "Mock certification tests and interview preparation",
  ],
  learn: [
    "Launch and manage EC2 servers and S3 storage",
    "Design a secure VPC with public and private subnets",
    "Write least-privilege IAM policies",
    "Set up load balancing, auto scaling and monitoring",
    "Deploy a serverless function with Lambda",
    "Automate infrastructure with CloudFormation and Terraform",
    "Control and report AWS costs",
  ],
  definition:
    "AWS, or Amazon Web Services, is a cloud computing platform that lets organisations rent servers, storage, databases, networking and many other services over the internet instead of buying and running their own hardware. You pay for what you use and can scale up or down in minutes. AWS skills involve choosing the right services, connecting them securely and automating how they are created and managed.",
  duration: "3 months",
  faq: [
    {
      question: "How long is the AWS course?",
      answer:
        "The AWS course runs for about 3 months. It starts with a short Linux and networking refresher and ends with infrastructure as code and a deployment pipeline.",
    },
    {
      question: "Do I need any background to join?",
      answer:
        "You should be comfortable using a computer and know what a server and an IP address are. System administrators, support engineers, developers and graduates all join; the first module brings everyone up to the same Linux and networking level. You will need your own AWS account for the labs, and we show you how to stay within the free tier where possible.",
    },
    {
      question: "What are the class timings?",
      answer:
        "We run weekday and weekend batches. When a batch is open, its start date, days and timings are listed under Upcoming batches on this page. If none is listed, call or WhatsApp us and we will tell you when the next batch starts and which timings are available.",
    },
    {
      question: "Do you help with placement after the course?",
      answer:
        "Yes. Placement preparation runs alongside the course: resume and cover-letter workshops, mock technical and HR interviews with feedback, and one-to-one career counselling. When you are ready, we share openings from companies we work with for roles such as cloud support associate, junior cloud engineer and DevOps trainee. We prepare you and connect you with employers; we do not promise a job, because the interview is yours to win.",
    },
    {
      question: "Will I get a certificate?",
      answer:
        "Yes. You receive our course completion certificate after you finish the labs and the assessed final project. The course is aligned to the AWS Certified Cloud Practitioner and Solutions Architect Associate exams, and we run mock tests, but those exams are booked and taken separately with AWS.",
    },
  ],
  seo: {
    title: "AWS Cloud Course in Chennai | Chennai Tech Academy",
    description: "AWS course in Chennai with hands-on labs on EC2, S3, IAM, VPC, Lambda and Terraform, aligned to AWS Cloud Practitioner and SAA exams.",
    keywords: "AWS course in Chennai, AWS training, cloud computing course, AWS Solutions Architect training, DevOps basics course, cloud engineer course",
  },
};
