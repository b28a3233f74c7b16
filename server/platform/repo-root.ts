import path from "node:path";

/**
 * The repository's root folder, where drizzle/, public/ and app/ are. The server runs from its
 * sources (decision 0002), so this module's own folder (server/platform) places it: the one module
 * that knows where it stands, so no other one climbs folders by hand.
 */
export const REPO_ROOT = path.resolve(import.meta.dirname, "..", "..");
