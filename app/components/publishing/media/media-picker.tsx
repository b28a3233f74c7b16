import { useState } from "react";
import type { MediaAsset } from "#domain/media.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useResource } from "#app/lib/use-resource.ts";
import { MediaUploadForm } from "./media-upload-form";

/** What the picker hands back: the address to use (cover URL or Markdown image) and its facts. */
export interface PickedImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

const picked = (asset: MediaAsset): PickedImage => ({
  url: asset.url,
  alt: asset.alt,
  width: asset.width,
  height: asset.height,
});

/**
 * Choose an image from the media library, or upload one in place (then it is chosen at once).
 * Render it while picking; it is open from mount and calls onClose when dismissed. Used for an
 * article's cover and by the article editor's image button.
 */
export function MediaPicker({ onPick, onClose }: { onPick: (asset: PickedImage) => void; onClose: () => void }) {
  const library = useResource<MediaAsset[]>("/resources/media");
  const assets = library.data ?? null;
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState(false);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title="Choose an image"
      description="Images from the media library. Choosing one puts its address in the article."
      className="max-w-3xl"
    >
      {uploading ? (
        <MediaUploadForm
          submitLabel="Upload and Choose"
          onPendingChange={setPending}
          onCancel={() => setUploading(false)}
          onUploaded={(asset) => onPick(picked(asset))}
        />
      ) : (
        <div className="space-y-4" aria-busy={library.loading}>
          <Button variant="outline" onClick={() => setUploading(true)}>
            Upload a new image
          </Button>
          {library.error ? (
            <p role="alert" className="text-sm text-red-700">
              Could not load the images: {library.error}
            </p>
          ) : assets === null ? (
            <p role="status" className="text-sm text-slate-600">
              Loading images...
            </p>
          ) : assets.length === 0 ? (
            <p className="text-sm text-slate-700">The library has no images yet: upload the first one.</p>
          ) : (
            <ul aria-label="Images" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {assets.map((asset) => (
                <li key={asset.id}>
                  <button
                    type="button"
                    onClick={() => onPick(picked(asset))}
                    className="flex h-full w-full flex-col overflow-hidden rounded-lg border border-slate-200 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <img
                      src={asset.thumbnailUrl}
                      alt=""
                      width={320}
                      height={Math.round((320 * asset.height) / asset.width)}
                      loading="lazy"
                      className="aspect-[1200/630] w-full bg-slate-100 object-cover"
                    />
                    <span className="block p-2 text-sm">
                      <span className="sr-only">Choose </span>
                      <span className="line-clamp-2 text-slate-900">{asset.alt}</span>
                      <span className="block text-xs text-slate-600">
                        {asset.width} × {asset.height}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
