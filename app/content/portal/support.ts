import { site } from "#app/content/site.ts";

/** The Investor Portal's Need Help facts, all from the firm's identity in site.ts. */
export const portalSupport = {
  email: site.supportEmail,
  emailHref: `mailto:${site.supportEmail}`,
  phone: site.phone,
  phoneHref: site.phoneHref,
  hours: site.supportHours,
} as const;
