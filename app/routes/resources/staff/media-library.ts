import { STAFF } from "#server/platform/auth/access.ts";
import { resourceLoader } from "#app/lib/resource.server.ts";

/** The media library's images, for the image picker (GET /api/media). */
export const access = STAFF;

export const loader = resourceLoader(access, async ({ context }) => context.services.media.list());
