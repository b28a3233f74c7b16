import { Plus } from "lucide-react";
import { todayUtc } from "#domain/dates.ts";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { formatFileSize, formatShortDate } from "#domain/format.ts";
import {
  formatDuration,
  MAX_EPISODE_BYTES,
  PODCAST_CATEGORIES,
  PODCAST_SERIES,
  podcastEpisodeFieldsSchema,
  seriesOf,
  type PodcastEpisode,
  type PodcastEpisodeFields,
} from "#domain/podcast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, NativeSelect } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { api } from "#app/lib/api-client.ts";
import type { podcastApi } from "#domain/api/content.ts";
import { EmptyState, FormActions, RowActions, useContentTab } from "#app/components/staff/content-tab-kit.tsx";
import { FileField, ItemFormDialog, TitleAndDescription } from "#app/components/staff/dialog-form-kit.tsx";
import { useDialogForm, type FormDialog } from "#app/components/staff/use-form-dialog.ts";

const TEXTS = {
  created: "Episode added successfully",
  updated: "Episode updated successfully",
  createFailed: "Failed to save episode",
  updateFailed: "Failed to save episode",
  deleted: "Episode deleted successfully",
  deleteFailed: "Failed to delete episode",
};

const FORMAT = { "audio/mpeg": "MP3", "audio/mp4": "M4A" } as const;

/**
 * The admin Videos tab's second section (decision 0034): the stored podcast episodes, with upload
 * (MP3 or M4A; the server reads the duration from the file), edit and delete. `episodes` is null
 * when they could not be loaded: the section says so and offers to try again.
 */
export function PodcastEpisodesSection({ episodes }: { episodes: PodcastEpisode[] | null }) {
  const { headingId, headingRef, form, remove } = useContentTab<PodcastEpisode>(TEXTS, {
    remove: (item) => api.delete<typeof podcastApi.remove>(`/api/podcast-episodes/${item.id}`),
    name: (item) => item.title,
    noun: "episode",
  });
  const revalidator = useRevalidator();
  const refreshing = revalidator.state === "loading";

  return (
    <section aria-labelledby={headingId} aria-busy={refreshing} className="space-y-4 border-t border-slate-200 pt-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold text-brand-900 outline-none"
          >
            Podcast episodes
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            The episodes of the investor portal&apos;s audio panel and the public podcast feeds.
          </p>
        </div>
        <Button onClick={form.openCreate}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add Episode
        </Button>
      </div>

      {refreshing ? (
        <p role="status" className="text-sm text-slate-600">
          Loading episodes…
        </p>
      ) : null}
      {episodes === null ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-5">
          <p className="text-red-800">The podcast episodes could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void revalidator.revalidate()} disabled={refreshing}>
            Try again
          </Button>
        </div>
      ) : episodes.length === 0 ? (
        <EmptyState message="No podcast episodes yet." />
      ) : (
        <Table caption={`Episodes (${episodes.length}), newest first`} className="min-w-[40rem]">
          <thead>
            <tr>
              <Th>Episode</Th>
              <Th>Published</Th>
              <Th>Duration</Th>
              <Th>File</Th>
              {/* `relative` keeps the visually hidden names inside the table's scroll box on phones. */}
              <Th className="relative">
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {episodes.map((episode) => (
              <tr key={episode.id}>
                <Td>
                  <p className="font-medium text-brand-900">{episode.title}</p>
                  <p className="text-xs text-slate-700">
                    {seriesOf(episode.series)?.title ?? episode.series} · {episode.category}
                  </p>
                </Td>
                <Td className="whitespace-nowrap">
                  <time dateTime={episode.publishedOn}>{formatShortDate(episode.publishedOn)}</time>
                </Td>
                <Td className="tabular-nums">{formatDuration(episode.durationSeconds)}</Td>
                <Td className="whitespace-nowrap">
                  <a href={episode.audioUrl} className="relative text-brand-700 underline-offset-4 hover:underline">
                    {FORMAT[episode.contentType]}, {formatFileSize(episode.byteSize)}
                    <span className="sr-only"> (audio of {episode.title})</span>
                  </a>
                </Td>
                <Td>
                  <RowActions
                    name={episode.title}
                    onEdit={() => form.openEdit(episode)}
                    onDelete={() => remove.ask(episode)}
                  />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <ItemFormDialog form={form} noun="Episode">
        <EpisodeForm key={form.editing?.id ?? "new"} form={form} />
      </ItemFormDialog>
      {remove.dialog}
    </section>
  );
}

type FormValues = Record<keyof PodcastEpisodeFields, string>;
const FIELD_ORDER = ["title", "description", "series", "category", "publishedOn", "audio"] as const;

function initialValues(item: PodcastEpisode | null): FormValues {
  if (!item) {
    const today = todayUtc(new Date());
    return { title: "", description: "", series: "", category: "", publishedOn: today };
  }
  const { title, description, series, category, publishedOn } = item;
  return { title, description, series, category, publishedOn };
}

function EpisodeForm({ form }: { form: FormDialog<PodcastEpisode> }) {
  const [file, setFile] = useState<File | null>(null);
  const editing = form.editing;
  const { values, set, error, formProps } = useDialogForm(form, {
    initial: () => initialValues(editing),
    fields: FIELD_ORDER,
    schema: podcastEpisodeFieldsSchema,
    toPayload: (v: FormValues) => v,
    validate: (): Record<string, string> => {
      if (!file && !editing) return { audio: "Choose an MP3 or M4A audio file" };
      if (file && file.size > MAX_EPISODE_BYTES)
        return { audio: `The file is larger than ${formatFileSize(MAX_EPISODE_BYTES)}` };
      return {};
    },
    save: (payload, item) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(payload)) data.append(name, value);
      if (file) data.append("audio", file);
      return item
        ? api.form<typeof podcastApi.update>("PUT", `/api/podcast-episodes/${item.id}`, data)
        : api.form<typeof podcastApi.create>("POST", "/api/podcast-episodes", data);
    },
  });

  return (
    <form {...formProps}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TitleAndDescription form={{ values, set, error }} name="title" />
        <Field label="Series" required error={error("series")}>
          {(p) => (
            <NativeSelect {...p} name="series" required value={values.series} onChange={set("series")}>
              <option value="">Select a series</option>
              {PODCAST_SERIES.map((series) => (
                <option key={series.slug} value={series.slug}>
                  {series.title}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Category" required error={error("category")}>
          {(p) => (
            <NativeSelect {...p} name="category" required value={values.category} onChange={set("category")}>
              <option value="">Select a category</option>
              {PODCAST_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Published date" required error={error("publishedOn")}>
          {(p) => (
            <Input
              {...p}
              name="publishedOn"
              type="date"
              required
              value={values.publishedOn}
              onChange={set("publishedOn")}
            />
          )}
        </Field>
        <FileField
          name="audio"
          label={editing ? "Replace the audio (MP3 or M4A, up to 100 MB)" : "Audio file (MP3 or M4A, up to 100 MB) *"}
          accept="audio/mpeg,audio/mp4,audio/x-m4a,audio/aac,.mp3,.m4a"
          required={!editing}
          error={error("audio")}
          onFile={setFile}
          hint={
            <>
              {editing
                ? `Stored: ${FORMAT[editing.contentType]}, ${formatFileSize(editing.byteSize)}, ${formatDuration(editing.durationSeconds)}. `
                : ""}
              The duration is read from the file.
            </>
          }
        />
      </div>
      <FormActions
        submitLabel={form.pending ? (editing ? "Updating..." : "Uploading...") : form.submitLabel}
        pending={form.pending}
        onCancel={() => form.setOpen(false)}
      />
    </form>
  );
}
