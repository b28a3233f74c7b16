/**
 * docs/product.md §Interaction details: video lists (the admin's Video Resource Center, the portal's
 * carousel) show 3 per page.
 */
export const VIDEOS_PER_PAGE = 3;
