import { and, eq, isNull } from "drizzle-orm";
import { SITE_PAGES, type SitePageSlug } from "#domain/site-pages.ts";
import type { Transaction } from "#server/platform/staff-write.ts";
import { articles } from "#server/platform/db/schema/articles.ts";

const PLACEHOLDER = (what: string) =>
  `> **This ${what} is a placeholder for the demo; the firm's counsel supplies the real text.** Staff edit and publish it from the admin portal's News tab (Site pages), with the same drafts, approvals and records as articles.`;

/** Honest demo texts for the legal pages: each says it is a placeholder, then shows the shape of the real one. */
export const demoSitePages: Record<SitePageSlug, { description: string; content: string }> = {
  "privacy-policy": {
    description: "How EdFutures collects, uses and protects personal information (demo placeholder).",
    content: `${PLACEHOLDER("policy")}

## What we collect

When you send the inquiry form we keep your name, e-mail address, phone number (if given), your investment interest and your message. Investors' portal accounts hold the details needed to administer their investments.

## Why we use it

To answer your inquiry, to administer investments and to meet our record-keeping duties as an investment adviser. We do not sell personal information.

## How long we keep it

As long as the law requires us to keep the records it belongs to, and no longer.

## Your choices

Write to us to see, correct or delete the information we hold about you, where the law allows.`,
  },
  "terms-of-use": {
    description: "The terms that apply to the use of this website (demo placeholder).",
    content: `${PLACEHOLDER("text")}

## Use of this site

This website gives general information about EdFutures and its funds. Nothing on it is an offer to sell or a solicitation of an offer to buy any security.

## Accounts

Portal accounts are personal. Keep your password and second factor to yourself and tell us at once if you think someone else has used them.

## Content

The articles are the views of their authors on the date written and may change without notice.`,
  },
  disclosures: {
    description: "Important information about investing with EdFutures (demo placeholder).",
    content: `${PLACEHOLDER("page")}

## Investments involve risk

Private fund investments are speculative, illiquid and may lose some or all of their value. Past performance does not guarantee future results.

## Accredited investors only

Fund interests are offered only to accredited investors, by the fund's offering documents, which govern in case of any difference with this website.

## Figures

Figures on this site are illustrative demo data, not the results of any real fund.`,
  },
};

/**
 * Demo databases only: the legal pages (created as drafts by the migration; again here if missing)
 * get their demo texts and are published, unless staff have already published them once.
 */
export async function publishDemoSitePages(tx: Transaction, now: Date) {
  await tx
    .insert(articles)
    .values(
      SITE_PAGES.map(({ slug, title }) => ({
        kind: "page",
        slug,
        title,
        category: "Company News",
        ...demoSitePages[slug],
      })),
    )
    .onConflictDoNothing({ target: articles.slug });
  for (const [slug, page] of Object.entries(demoSitePages)) {
    await tx
      .update(articles)
      .set({ ...page, status: "published", firstPublishedAt: now, lastPublishedAt: now })
      .where(and(eq(articles.slug, slug), eq(articles.kind, "page"), isNull(articles.firstPublishedAt)));
  }
}
