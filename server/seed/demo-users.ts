/**
 * Demo accounts, seeded only on the embedded demo database. Their passwords are printed at start
 * and listed in the README; they never exist on a PostgreSQL deployment unless SEED_DEMO=true.
 */
export const demoUsers = {
  investor: {
    username: "investor",
    password: "EdInvestor-2026",
    email: "jordan.mitchell@example.com",
    firstName: "Jordan",
    lastName: "Mitchell",
    role: "investor",
    fundIAccess: true,
    fundIIAccess: true,
    membershipLevel: "preferred",
    investorType: "individual",
    // The investor profile's contact details. The account's dates (created, access granted) follow
    // the demo timeline (demo-timeline.ts), relative to the day the seed runs.
    phone: "+1 (415) 555-0142",
    mailingAddress: "1450 Market Street, Apt 12B, San Francisco, CA 94103, United States",
  },
  // An accountant with view-only grants on Jordan's own holding and the Mitchell Family Trust
  // (server/seed/demo-entities.ts, decision 0060): an investor account with no holding of their own.
  advisor: {
    username: "advisor",
    password: "EdAdvisor-2026",
    email: "casey.brooks@example.com",
    firstName: "Casey",
    lastName: "Brooks, CPA",
    role: "investor",
    fundIAccess: true,
    fundIIAccess: true,
    membershipLevel: "standard",
    investorType: "individual",
  },
  // A prospect part way through a Fund II subscription (issue 25): invited to the offering, the
  // notice accepted, a new trust's questionnaire begun; no holding yet (demo-prospect-subscriber.ts).
  prospect: {
    username: "prospect",
    password: "EdProspect-2026",
    email: "sam.whitfield@example.com",
    firstName: "Sam",
    lastName: "Whitfield",
    role: "investor",
    fundIAccess: false,
    fundIIAccess: false,
    membershipLevel: "standard",
    investorType: "trust",
  },
  admin: {
    username: "admin",
    password: "EdAdmin-2026",
    email: "avery.chen@edfutures.com",
    firstName: "Avery",
    lastName: "Chen",
    role: "admin",
    fundIAccess: false,
    fundIIAccess: false,
    membershipLevel: "standard",
    investorType: "individual",
  },
  superAdmin: {
    username: "superadmin",
    password: "EdSuperAdmin-2026",
    email: "morgan.ellis@edfutures.com",
    firstName: "Morgan",
    lastName: "Ellis",
    role: "super_admin",
    fundIAccess: false,
    fundIIAccess: false,
    membershipLevel: "standard",
    investorType: "individual",
  },
} as const;

/**
 * The hint on a failed sign-in in demo mode. It names the demo investor only: a staff credential is
 * never shown on a page, demo or not (an embedded demo install may be a firm's first deployment).
 * The staff demo sign-ins are printed by `npm start` on the console and listed in the README.
 */
export const DEMO_LOGIN_HINT = `Try: ${demoUsers.investor.username} / ${demoUsers.investor.password}`;
