// The schema object handed to Drizzle; each table lives in its own file under schema/.
export * from "./schema/app-settings.ts";
export * from "./schema/articles.ts";
export * from "./schema/audit-log.ts";
export * from "./schema/capital-calls.ts";
export * from "./schema/capital-commitments.ts";
export * from "./schema/charities.ts";
export * from "./schema/contact-inquiries.ts";
export * from "./schema/datasets.ts";
export * from "./schema/fund-partners.ts";
export * from "./schema/investments.ts";
export * from "./schema/investor-documents.ts";
export * from "./schema/rate-limits.ts";
export * from "./schema/resources.ts";
export * from "./schema/stored-files.ts";
export * from "./schema/user-sessions.ts";
export * from "./schema/users.ts";
export * from "./schema/videos.ts";
