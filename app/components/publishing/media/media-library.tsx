import { ArrowLeft, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { formatFileSize, formatShortDate } from "#domain/format.ts";
import { mediaAltSchema, type MediaAsset, type MediaUsage } from "#domain/media.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Textarea } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { mediaApi } from "#domain/api/content.ts";
import { useForm } from "#app/lib/use-form.ts";
import { EmptyState, RowActions, useDeleteWithConfirm } from "#app/components/staff/content-tab-kit.tsx";
import { MediaUploadForm } from "./media-upload-form";

function usageLabel(usage: MediaUsage) {
  return usage.kind === "article-cover" ? "cover" : "in text";
}

/**
 * The media library (docs/decisions/0033-media-library.md): every uploaded image with its
 * thumbnail, alt text, size and where it is used; upload, change the alt text, delete one that no
 * article uses (the server refuses the others and says where they are used).
 */
export function MediaLibrary({ assets }: { assets: MediaAsset[] }) {
  const [uploading, setUploading] = useState(false);
  const [uploadPending, setUploadPending] = useState(false);
  const [editing, setEditing] = useState<MediaAsset | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();
  const revalidator = useRevalidator();
  const remove = useDeleteWithConfirm<MediaAsset>({
    remove: (item) => api.delete<typeof mediaApi.remove>(`/api/media/${item.id}`),
    name: (item) => item.originalName,
    noun: "image",
    deleted: "Image deleted",
    deleteFailed: "Failed to delete image",
    focusAfter: headingRef,
  });

  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-serif text-3xl font-bold tracking-tight text-brand-900 outline-none"
          >
            Media Library
          </h1>
          <p className="mt-1 max-w-2xl text-slate-700">
            Images for article covers and article text. They are public once an article uses them.
          </p>
        </div>
        <Link to="/admin-portal/news" className={buttonClass("outline")}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to News
        </Link>
      </div>

      <div className="mt-6">
        <Button onClick={() => setUploading(true)}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          Upload Image
        </Button>
      </div>

      <section aria-labelledby="media-heading" className="mt-8 min-w-0 space-y-3">
        <h2 id="media-heading" className="text-2xl font-semibold text-brand-900">
          Images
        </h2>
        {assets.length === 0 ? (
          <EmptyState message="No images yet. Upload the first image to get started." />
        ) : (
          <Table caption={`Images (${assets.length})`}>
            <thead>
              <tr>
                <Th>Image</Th>
                <Th>Alt text</Th>
                <Th>Size</Th>
                <Th>Used in</Th>
                <Th>Actions</Th>
              </tr>
            </thead>
            <tbody>
              {assets.map((asset) => (
                <tr key={asset.id}>
                  <Td className="min-w-40">
                    <img
                      src={asset.thumbnailUrl}
                      alt=""
                      width={160}
                      height={Math.round((160 * asset.height) / asset.width)}
                      loading="lazy"
                      className="h-auto w-32 rounded border border-slate-200 bg-slate-100"
                    />
                    <span className="mt-1 block text-xs break-all text-slate-600">{asset.originalName}</span>
                  </Td>
                  <Td className="max-w-xs min-w-48">{asset.alt}</Td>
                  <Td className="whitespace-nowrap">
                    {asset.width} × {asset.height}
                    <span className="block text-xs text-slate-600">
                      {formatFileSize(asset.byteSize)} · {formatShortDate(asset.createdAt)}
                    </span>
                  </Td>
                  <Td className="min-w-40">
                    {asset.usedBy.length === 0 ? (
                      <span className="text-slate-600">Not used</span>
                    ) : (
                      <ul className="space-y-1">
                        {asset.usedBy.map((usage) => (
                          <li key={`${usage.kind}-${usage.id}`}>
                            {usage.title} <span className="text-xs text-slate-600">({usageLabel(usage)})</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </Td>
                  <Td>
                    <RowActions
                      name={asset.originalName}
                      onEdit={() => setEditing(asset)}
                      onDelete={() => remove.ask(asset)}
                    />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>

      <Dialog
        open={uploading}
        onOpenChange={(open) => !open && !uploadPending && setUploading(false)}
        title="Upload Image"
        description="Fields marked * are required."
      >
        <MediaUploadForm
          onPendingChange={setUploadPending}
          onCancel={() => setUploading(false)}
          onUploaded={() => {
            setUploading(false);
            toast({ title: "Image uploaded" });
            void revalidator.revalidate();
          }}
        />
      </Dialog>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit alt text"
        description={editing?.originalName}
      >
        {editing ? <AltTextForm key={editing.id} asset={editing} onDone={() => setEditing(null)} /> : null}
      </Dialog>
      {remove.dialog}
    </main>
  );
}

function AltTextForm({ asset, onDone }: { asset: MediaAsset; onDone: () => void }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const { values, set, error, pending, formProps } = useForm({
    initial: () => ({ alt: asset.alt }),
    fields: ["alt"],
    schema: mediaAltSchema,
    toPayload: (v) => ({ alt: v.alt }),
    submit: (payload) => api.patch<typeof mediaApi.updateAlt>(`/api/media/${asset.id}`, payload),
    failure: "Failed to save alt text",
    onSuccess: () => {
      toast({ title: "Alt text saved" });
      onDone();
      void revalidator.revalidate();
    },
  });
  return (
    <form {...formProps} aria-label="Edit alt text" className="space-y-4">
      <Field label="Alt text" required error={error("alt")}>
        {(p) => (
          <Textarea
            {...p}
            name="alt"
            required
            rows={3}
            maxLength={500}
            autoFocus
            value={values.alt}
            onChange={set("alt")}
          />
        )}
      </Field>
      <div className="flex justify-end gap-3">
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
