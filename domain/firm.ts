// The firm's legal identity: what the site's pages (app/content/site.ts re-uses it) and the
// server's documents (the letterhead of notices and statements) both print. It lives in domain/
// because the server may not import app/; the site's marketing copy stays in app/content/site.ts.

export const firm = {
  name: "EdFutures",
  legalName: "EdFutures Capital Partners",
  phone: "+1 (951) 555-0142",
  phoneHref: "tel:+19515550142",
  email: "info@edfutures.com",
  supportEmail: "support@edfutures.com",
  supportHours: "Mon-Fri 9AM-6PM EST",
  headOffice: {
    street: "32605 Temecula Parkway, Suite 210",
    city: "Wildomar",
    region: "CA",
    postalCode: "92595",
    country: "United States",
  },
} as const;

/** What a document's letterhead needs: the firm above by default, a test's own firm otherwise. */
export interface FirmIdentity {
  name: string;
  legalName: string;
  phone: string;
  email: string;
  headOffice: { street: string; city: string; region: string; postalCode: string; country: string };
}

/** "32605 Temecula Parkway, Suite 210, Wildomar, CA 92595" */
export const addressLine = ({ headOffice: o }: Pick<FirmIdentity, "headOffice">) =>
  `${o.street}, ${o.city}, ${o.region} ${o.postalCode}`;

export const headOfficeLine = addressLine(firm);
