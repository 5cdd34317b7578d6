import type { Course } from "../types";

export const course: Course = {
  id: "aws",
  name: "AWS",
  path: "/courses/aws",
  image: "/images/courses/aws.svg",
  heading: "Build, secure and run applications on Amazon Web Services",
  summary: "Core AWS services, Linux, networking, automation and DevOps basics for cloud engineer roles.",
  overview:
    "This AWS course is for system administrators, support engineers, developers and graduates who want to work in cloud infrastructure. After a short refresher on Linux and networking, you learn the services most companies rely on: EC2, EBS, S3, IAM, VPC, Elastic Load Balancing, Auto Scaling, RDS, Route 53, CloudWatch and Lambda. Each topic is practised in your own AWS account using the free tier where possible, and you learn to watch costs from day one. The second half introduces infrastructure as code with CloudFormation and Terraform, containers with Docker, and a simple CI/CD pipeline, so you see how cloud and DevOps work together. The syllabus lines up with the AWS Certified Cloud Practitioner and Solutions Architect Associate exams. Typical roles after the course include cloud support engineer, AWS administrator, junior cloud engineer and DevOps trainee at IT services firms and product companies in Chennai.",
  curriculum: {
    overview:
      "Foundations first, then core AWS services, then automation. Each stack ends with a hands-on lab you build in your own account.",
    stacks: [
      {
        name: "Linux and networking refresher",
        description:
          "Linux commands, users, packages and services, SSH keys, IP addressing, subnets, DNS and HTTP basics.",
      },
      {
        name: "Compute and storage",
        description:
          "EC2 instance types, AMIs, EBS volumes and snapshots, S3 buckets, storage classes, lifecycle rules and static website hosting.",
      },
      {
        name: "Identity and security",
        description:
          "IAM users, groups, roles and policies, MFA, security groups, encryption with KMS and the shared responsibility model.",
      },
      {
        name: "Networking on AWS",
        description:
          "Designing a VPC with public and private subnets, route tables, NAT gateways, load balancers and Route 53 DNS.",
      },
      {
        name: "Databases, scaling and monitoring",
        description:
          "RDS and DynamoDB, Auto Scaling groups, CloudWatch metrics, alarms and logs, and cost monitoring with budgets.",
      },
      {
        name: "Serverless and containers",
        description:
          "AWS Lambda with API Gateway, Docker basics, and running containers on ECS.",
      },
      {
        name: "Infrastructure as code and CI/CD",
        description:
          "CloudFormation and Terraform templates, Git-based workflows and a simple deployment pipeline with CodePipeline or GitHub Actions.",
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
  seo: {
    title: "AWS Cloud Course in Chennai | Chennai Tech Academy",
    description:
      "AWS course in Chennai with hands-on labs on EC2, S3, IAM, VPC, Lambda and Terraform, aligned to AWS Cloud Practitioner and SAA exams.",
    keywords:
      "AWS course in Chennai, AWS training, cloud computing course, AWS Solutions Architect training, DevOps basics course, cloud engineer course",
  },
};
