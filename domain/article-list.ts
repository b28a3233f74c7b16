// How the public lists search articles (their order is the database's: decision 0039). Its own
// module, without zod, because the public pages' bundles use it.

/** The longest /news search that is used; the rest of a longer one is ignored. */
export const MAX_NEWS_SEARCH = 200;
