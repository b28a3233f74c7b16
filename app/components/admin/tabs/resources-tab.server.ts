import type { AppLoadContext } from "react-router";
import type { SessionUser } from "../../../../domain/auth";
import type { ResourcesTabData } from "./resources-tab";

/**
 * The Resources tab's data: every resource, newest first. The search box filters this list in the
 * browser (see resources-tab.tsx), so typing never reloads the page.
 */
export async function load(context: AppLoadContext, _user: SessionUser): Promise<ResourcesTabData> {
  return { resources: await context.services.resources.list() };
}
