import { resourceDownloadPath, type PortalResource } from "#domain/investor-portal.ts";
import { DownloadLink } from "#app/components/documents/portal/download-link.tsx";

/** A resource's Download link, or a note when no file is attached to it yet. */
export function ResourceAction({ resource }: { resource: PortalResource }) {
  if (!resource.downloadable) return <span className="text-sm text-slate-600">No file attached</span>;
  return <DownloadLink href={resourceDownloadPath(resource.id)} name={resource.name} />;
}
