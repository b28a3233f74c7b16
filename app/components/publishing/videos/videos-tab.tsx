// Over 300 lines: a staff list with its create, edit and delete dialogs in one screen.
import { CalendarDays, Clock, Play, Video as VideoIcon } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import type { Page } from "#domain/paging.ts";
import { ListControls } from "#app/components/lists/list-controls.tsx";
import { Pager } from "#app/components/lists/pager.tsx";
import type { SessionUser } from "#domain/auth.ts";
import {
  MAX_VIDEO_BYTES,
  VIDEO_CATEGORIES,
  videoDetailsSchema,
  videoInputSchema,
  type Video,
  type VideoInput,
} from "#domain/video.ts";
import type { PodcastEpisode } from "#domain/podcast.ts";
import { PodcastEpisodesSection } from "#app/components/publishing/podcasts/podcast-episodes-section.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { VideoEmbed } from "#app/components/publishing/video/video-embed.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Input, NativeSelect } from "#app/components/ui/field.tsx";
import { formatFileSize, formatShortDate } from "#domain/format.ts";
import { useDialogForm, type FormDialog } from "#app/components/staff/use-form-dialog.ts";
import {
  AddButton,
  DeleteButton,
  EditButton,
  EmptyState,
  FormActions,
  TabHeader,
  useContentTab,
  formDataOf,
  withCurrent,
} from "#app/components/staff/content-tab-kit.tsx";
import { FileField, ItemFormDialog, TitleAndDescription } from "#app/components/staff/dialog-form-kit.tsx";
import { api } from "#app/lib/api-client.ts";
import { conforms } from "#app/lib/use-field-errors.ts";
import type { videoApi } from "#domain/api/content.ts";

/** What videos-tab.server.ts loads for this tab. */
export interface VideosTabData {
  /** One page of videos, searched and sorted on the server (decision 0039). */
  page: Page<Video>;
  /** Null when they could not be loaded (the section's error state). */
  episodes: PodcastEpisode[] | null;
}

const VIDEO_SORT_OPTIONS = [
  { value: "uploaded", label: "Upload date" },
  { value: "title", label: "Title" },
] as const;

const TEXTS = {
  created: "Video added successfully",
  updated: "Video updated successfully",
  createFailed: "Failed to save video",
  updateFailed: "Failed to save video",
  deleted: "Video deleted successfully",
  deleteFailed: "Failed to delete video",
};

/**
 * Admin portal, Videos tab: a card grid of videos with preview, add, edit and delete (a player
 * link or an uploaded file), then the podcast episodes (decision 0034).
 */
export default function VideosTab({ data }: { user: SessionUser; data?: VideosTabData }) {
  const page = data?.page;
  const videos = page?.items ?? [];
  const [searchParams] = useSearchParams();
  const search = (searchParams.get("q") ?? "").trim();
  const { headingId, headingRef, form, remove } = useContentTab<Video>(TEXTS, {
    remove: (item) => api.delete<typeof videoApi.remove>(`/api/videos/${item.id}`),
    name: (item) => item.title,
    noun: "video",
  });
  const [preview, setPreview] = useState<Video | null>(null);

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <TabHeader
        title="Videos"
        description="The video resource center shown to investors."
        headingId={headingId}
        headingRef={headingRef}
        addLabel="Add Video"
        onAdd={form.openCreate}
      />

      {(page?.total ?? 0) > 0 || search ? (
        <ListControls
          label="Search and sort videos"
          searchLabel="Search videos by title"
          sorts={VIDEO_SORT_OPTIONS}
          sort={page?.sort ?? "uploaded"}
          dir={page?.dir ?? "desc"}
        />
      ) : null}
      {(page?.total ?? 0) === 0 && !search ? (
        <EmptyState message="No videos yet.">
          <AddButton label="Add Video" onClick={form.openCreate} />
        </EmptyState>
      ) : videos.length === 0 ? (
        <EmptyState message="No videos match your search." />
      ) : (
        <ul aria-label={`Videos (${page?.total ?? 0})`} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {videos.map((video) => (
            <li key={video.id}>
              <VideoCard
                video={video}
                onPreview={() => setPreview(video)}
                onEdit={() => form.openEdit(video)}
                onDelete={() => remove.ask(video)}
              />
            </li>
          ))}
        </ul>
      )}
      {page ? <Pager page={page} label="Pages of videos" noun={["video", "videos"]} /> : null}

      <ItemFormDialog form={form} noun="Video">
        <VideoForm key={form.editing?.id ?? "new"} form={form} />
      </ItemFormDialog>
      <Dialog
        open={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        title={preview?.title ?? "Video preview"}
        className="max-w-3xl"
      >
        {preview ? <VideoPreview video={preview} /> : null}
      </Dialog>
      {remove.dialog}
      <PodcastEpisodesSection episodes={data ? data.episodes : []} />
    </section>
  );
}

function Thumbnail({ video }: { video: Video }) {
  // A thumbnail that can't load (a dead link, or a host the site's image policy doesn't allow)
  // falls back to a neutral tile rather than a broken-image icon.
  const [broken, setBroken] = useState(false);
  return (
    <div className="aspect-video overflow-hidden rounded-t-xl bg-brand-900">
      {broken ? (
        <div className="grid h-full place-items-center text-brand-200">
          <VideoIcon className="h-10 w-10" aria-hidden="true" />
          <span className="sr-only">{video.title}</span>
        </div>
      ) : (
        <img
          src={video.thumbnail}
          alt={video.title}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="h-full w-full object-cover"
        />
      )}
    </div>
  );
}

function VideoMeta({ video }: { video: Video }) {
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      <div className="flex items-center gap-1.5">
        <dt>
          <Clock className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">Duration</span>
        </dt>
        <dd>{video.duration}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt>
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">Uploaded</span>
        </dt>
        <dd>
          <time dateTime={video.uploadDate}>{formatShortDate(video.uploadDate)}</time>
        </dd>
      </div>
    </dl>
  );
}

function VideoCard({
  video,
  onPreview,
  onEdit,
  onDelete,
}: {
  video: Video;
  onPreview: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-sm">
      <Thumbnail video={video} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <Badge>{video.category}</Badge>
        </div>
        <h3 className="text-lg leading-snug font-semibold text-brand-900">{video.title}</h3>
        <VideoMeta video={video} />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button size="sm" onClick={onPreview} className="relative">
            <Play className="h-4 w-4" aria-hidden="true" />
            Preview<span className="sr-only"> {video.title}</span>
          </Button>
          <EditButton name={video.title} onClick={onEdit} />
          <DeleteButton name={video.title} onClick={onDelete} />
        </div>
      </div>
    </article>
  );
}

function VideoPreview({ video }: { video: Video }) {
  return (
    <div className="space-y-4">
      <VideoEmbed video={video} />
      <div className="flex flex-wrap items-center gap-3">
        <Badge>{video.category}</Badge>
        <VideoMeta video={video} />
      </div>
      <p className="whitespace-pre-line text-slate-700">{video.description}</p>
    </div>
  );
}

type FormValues = Record<"title" | "description" | "category" | "duration" | "thumbnail" | "embedUrl", string>;
const FIELD_ORDER = ["title", "description", "category", "duration", "thumbnail", "embedUrl"] as const;

function initialValues(item: Video | null): FormValues {
  if (!item) return { title: "", description: "", category: "", duration: "", thumbnail: "", embedUrl: "" };
  const { title, description, category, duration, thumbnail, embedUrl } = item;
  return { title, description, category, duration, thumbnail, embedUrl: embedUrl ?? "" };
}

function toPayload(values: FormValues): VideoInput {
  return {
    title: values.title,
    description: values.description,
    category: values.category as VideoInput["category"],
    duration: values.duration.trim(),
    thumbnail: values.thumbnail.trim(),
    embedUrl: values.embedUrl.trim(),
  };
}

function VideoForm({ form }: { form: FormDialog<Video> }) {
  const [file, setFile] = useState<File | null>(null);
  // A chosen file plays, or (editing) the stored file while no embed link is typed instead.
  const [embedTyped, setEmbedTyped] = useState(false);
  const keepsFile = form.editing?.fileUrl != null && !embedTyped;
  const withFile = file !== null || keepsFile;
  const { values, set, error, formProps } = useDialogForm(form, {
    initial: () => initialValues(form.editing),
    fields: [...FIELD_ORDER, "file"],
    schema: withFile ? videoDetailsSchema : videoInputSchema,
    toPayload: (v: FormValues) => {
      const payload = toPayload(v);
      if (!withFile) return payload;
      const { duration: _d, embedUrl: _e, ...details } = payload;
      return details;
    },
    validate: (): Record<string, string> =>
      file && file.size > MAX_VIDEO_BYTES ? { file: `The file is larger than ${formatFileSize(MAX_VIDEO_BYTES)}` } : {},
    save: (payload, editing) => {
      // Without a file the form checked the payload with videoInputSchema: it is the JSON body.
      if (!withFile && conforms(videoInputSchema, payload)) {
        if (editing) return api.put<typeof videoApi.update>(`/api/videos/${editing.id}`, payload);
        return api.post<typeof videoApi.create>("/api/videos", payload);
      }
      const data = formDataOf(payload, { file });
      if (editing) return api.form<typeof videoApi.update>("PUT", `/api/videos/${editing.id}`, data);
      return api.form<typeof videoApi.create>("POST", "/api/videos", data);
    },
  });
  const embedHintId = useId();
  // A stored category outside the form's list (older data) stays selectable when editing.
  const categories = withCurrent<string>(VIDEO_CATEGORIES, form.editing?.category);

  return (
    <form {...formProps}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TitleAndDescription form={{ values, set, error }} name="title" />
        <Field label="Category" required error={error("category")}>
          {(p) => (
            <NativeSelect {...p} name="category" required value={values.category} onChange={set("category")}>
              <option value="">Select a category</option>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          label={withFile ? "Duration (read from the file)" : "Duration"}
          required={!withFile}
          error={error("duration")}
        >
          {(p) => (
            <Input
              {...p}
              name="duration"
              required={!withFile}
              disabled={withFile}
              autoComplete="off"
              placeholder="12:30"
              value={values.duration}
              onChange={set("duration")}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field label="Thumbnail URL" required error={error("thumbnail")}>
            {(p) => (
              <Input
                {...p}
                name="thumbnail"
                type="url"
                inputMode="url"
                required
                autoComplete="off"
                placeholder="/images/… or https://…"
                value={values.thumbnail}
                onChange={set("thumbnail")}
              />
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field
            label={withFile ? "Embed URL (not needed with a file)" : "Embed URL"}
            required={!withFile}
            error={error("embedUrl")}
          >
            {(p) => (
              <>
                <Input
                  {...p}
                  aria-describedby={[p["aria-describedby"], embedHintId].filter(Boolean).join(" ")}
                  name="embedUrl"
                  type="url"
                  inputMode="url"
                  required={!withFile}
                  disabled={file !== null}
                  autoComplete="off"
                  placeholder="https://www.youtube-nocookie.com/embed/…"
                  value={values.embedUrl}
                  onChange={(event) => {
                    setEmbedTyped(event.target.value.trim() !== "");
                    set("embedUrl")(event);
                  }}
                />
                <p id={embedHintId} className="mt-1.5 text-xs text-slate-600">
                  A YouTube (youtube-nocookie.com/embed/ or youtube.com/embed/) or Vimeo (player.vimeo.com/video/)
                  player link, or upload a file below.
                </p>
              </>
            )}
          </Field>
        </div>
        <FileField
          name="file"
          label={
            form.editing?.fileUrl
              ? "Replace the video file (MP4 or WebM, up to 100 MB)"
              : "Or upload a video file (MP4 or WebM, up to 100 MB)"
          }
          accept="video/mp4,video/webm,.mp4,.webm"
          error={error("file")}
          onFile={setFile}
        >
          {form.editing?.fileUrl && form.editing.byteSize !== null ? (
            <p className="mt-1 text-xs text-slate-600">
              Stored file: {form.editing.contentType === "video/webm" ? "WebM" : "MP4"},{" "}
              {formatFileSize(form.editing.byteSize)}
            </p>
          ) : null}
        </FileField>
      </div>
      <FormActions submitLabel={form.submitLabel} pending={form.pending} onCancel={() => form.setOpen(false)} />
    </form>
  );
}
