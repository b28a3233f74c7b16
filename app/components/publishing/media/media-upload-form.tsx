import { useState } from "react";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, mediaAltSchema, type MediaAsset } from "#domain/media.ts";
import { formatFileSize } from "#domain/format.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, Textarea } from "#app/components/ui/field.tsx";
import { api } from "#app/lib/api-client.ts";
import type { mediaApi } from "#domain/api/content.ts";
import type { FieldErrors } from "#app/lib/use-field-errors.ts";
import { useForm } from "#app/lib/use-form.ts";

/** The server checks the bytes; this only spares a long upload of a file it would refuse by size. */
function fileError(file: File | null): FieldErrors {
  if (!file) return { file: "Choose an image file" };
  if (file.size > MAX_IMAGE_BYTES) return { file: `"${file.name}" is larger than ${formatFileSize(MAX_IMAGE_BYTES)}` };
  return {};
}

/**
 * Upload one image (JPEG, PNG or WebP, up to 10 MB) with its alt text; the library page and the
 * picker both use it. `onUploaded` receives the stored image.
 */
export function MediaUploadForm({
  onUploaded,
  onCancel,
  onPendingChange,
  submitLabel = "Upload Image",
}: {
  onUploaded: (asset: MediaAsset) => void;
  onCancel?: () => void;
  onPendingChange?: (pending: boolean) => void;
  submitLabel?: string;
}) {
  const [file, setFile] = useState<File | null>(null);
  const { values, set, error, pending, formProps } = useForm({
    initial: () => ({ alt: "" }),
    fields: ["file", "alt"],
    schema: mediaAltSchema,
    toPayload: (v) => ({ alt: v.alt }),
    validate: () => fileError(file),
    submit: async (payload) => {
      const form = new FormData();
      form.set("alt", (payload as { alt: string }).alt);
      form.set("file", file!);
      onUploaded(await api.form<typeof mediaApi.upload>("POST", "/api/media", form));
    },
    failure: "Failed to upload image",
    onPendingChange,
  });

  return (
    <form {...formProps} aria-label="Upload image" className="space-y-4">
      <Field label="Image file" required error={error("file")}>
        {(p) => (
          <Input
            {...p}
            name="file"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            required
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800"
          />
        )}
      </Field>
      <Field label="Alt text" required error={error("alt")}>
        {(p) => (
          <Textarea
            {...p}
            name="alt"
            required
            rows={2}
            maxLength={500}
            value={values.alt}
            onChange={set("alt")}
            placeholder="What the image shows, for readers who cannot see it"
          />
        )}
      </Field>
      <p className="text-sm text-slate-600">
        JPEG, PNG or WebP, up to {formatFileSize(MAX_IMAGE_BYTES)}. Smaller copies for phones and a social card are made
        automatically; location and camera data are removed.
      </p>
      <div className="flex justify-end gap-3">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? "Uploading..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
