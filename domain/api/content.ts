// Staff content: resources, the image library, videos and podcast episodes (and their media files).
import * as z from "zod/mini";
import { mediaAltSchema, type MediaAsset } from "#domain/media.ts";
import {
  PODCAST_AUDIO_TYPES,
  PODCAST_CATEGORIES,
  PODCAST_SERIES_SLUGS,
  podcastEpisodeFieldsSchema,
  type PodcastEpisode,
} from "#domain/podcast.ts";
import {
  FUND_ACCESS,
  resourceInputSchema,
  resourceListQuerySchema,
  resourcePageQuerySchema,
  type Resource,
} from "#domain/resource.ts";
import { videoInputSchema, videoPageQuerySchema, type Video } from "#domain/video.ts";
import {
  describing,
  fileAnswer,
  idParams,
  idString,
  isoString,
  noContent,
  nullableString,
  operation,
  pageOf,
} from "./contract.ts";

export const resourceSchema = describing<Resource>()(
  z.object({
    id: z.number(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    fileType: nullableString,
    fileFormat: nullableString,
    fileSize: nullableString,
    downloadUrl: nullableString,
    resourceType: z.string(),
    isResearchReport: z.boolean(),
    tags: z.array(z.string()),
    fundAccess: z.enum(FUND_ACCESS),
    isPublic: z.boolean(),
    hasFile: z.boolean(),
    createdAt: isoString,
    updatedAt: isoString,
  }),
).register(z.globalRegistry, { id: "Resource" });
export const mediaAssetSchema = describing<MediaAsset>()(
  z.object({
    id: z.number(),
    url: z.string(),
    thumbnailUrl: z.string(),
    alt: z.string(),
    originalName: z.string(),
    contentType: z.string(),
    width: z.number(),
    height: z.number(),
    byteSize: z.number(),
    sha256: z.string(),
    variants: z.array(
      z.object({ file: z.string(), width: z.number(), height: z.number(), contentType: z.string(), bytes: z.number() }),
    ),
    usedBy: z.array(z.object({ kind: z.enum(["article-cover", "article-body"]), id: z.number(), title: z.string() })),
    createdAt: isoString,
  }),
).register(z.globalRegistry, { id: "MediaAsset" });
export const videoSchema = describing<Video>()(
  z.object({
    id: z.number(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    duration: z.string(),
    thumbnail: z.string(),
    embedUrl: nullableString,
    fileUrl: nullableString,
    contentType: nullableString,
    byteSize: z.nullable(z.number()),
    uploadDate: z.string(),
    createdAt: isoString,
    updatedAt: isoString,
  }),
).register(z.globalRegistry, { id: "Video" });
export const podcastEpisodeSchema = describing<PodcastEpisode>()(
  z.object({
    id: z.number(),
    title: z.string(),
    description: z.string(),
    series: z.enum(PODCAST_SERIES_SLUGS),
    category: z.enum(PODCAST_CATEGORIES),
    publishedOn: z.string(),
    durationSeconds: z.number(),
    byteSize: z.number(),
    contentType: z.enum(PODCAST_AUDIO_TYPES),
    audioUrl: z.string(),
    createdAt: isoString,
    updatedAt: isoString,
  }),
).register(z.globalRegistry, { id: "PodcastEpisode" });

const jsonOrUpload = ["application/json", "multipart/form-data"];
const multipart = ["multipart/form-data"];
const mediaParams = z.object({ id: idString, ext: z.string() });
const ranged = (description: string, ...types: string[]) => ({
  200: fileAnswer(description, ...types),
  206: fileAnswer("The requested byte range", ...types),
});

function crud<S extends z.ZodMiniType>(names: { one: string; many: string }, tags: string[], item: S) {
  return {
    list: operation({
      operationId: `list${names.many}`,
      summary: `Every ${names.one.toLowerCase()}`,
      tags,
      response: { 200: z.array(item) },
    }),
    remove: operation({
      operationId: `delete${names.one}`,
      summary: `Delete a ${names.one.toLowerCase()}`,
      tags,
      params: idParams,
      response: { 204: noContent },
    }),
  };
}

const resources = ["Resources"];
export const resourceApi = {
  ...crud({ one: "Resource", many: "Resources" }, resources, resourceSchema),
  list: operation({
    operationId: "listResources",
    summary: "Every resource (?search= filters)",
    tags: resources,
    querystring: resourceListQuerySchema,
    response: { 200: z.array(resourceSchema) },
  }),
  page: operation({
    operationId: "listResourcesPage",
    summary: "One page of resources",
    tags: resources,
    querystring: resourcePageQuerySchema,
    response: { 200: pageOf(resourceSchema) },
  }),
  create: operation({
    operationId: "createResource",
    summary: "Add a resource (JSON, or multipart with a `file`)",
    tags: resources,
    consumes: jsonOrUpload,
    body: resourceInputSchema,
    response: { 201: resourceSchema },
  }),
  update: operation({
    operationId: "updateResource",
    summary: "Update a resource (JSON, or multipart with a new `file`)",
    tags: resources,
    consumes: jsonOrUpload,
    params: idParams,
    body: resourceInputSchema,
    response: { 200: resourceSchema },
  }),
};

const media = ["Media library"];
export const mediaApi = {
  ...crud({ one: "Image", many: "Images" }, media, mediaAssetSchema),
  get: operation({
    operationId: "getImage",
    summary: "One image with its renditions and where it is used",
    tags: media,
    params: idParams,
    response: { 200: mediaAssetSchema },
  }),
  upload: operation({
    operationId: "uploadImage",
    summary: "Upload an image (multipart: `file` and `alt`); renditions are made at once",
    tags: media,
    consumes: multipart,
    body: mediaAltSchema,
    response: { 201: mediaAssetSchema },
  }),
  updateAlt: operation({
    operationId: "updateImageAlt",
    summary: "Change an image's alt text",
    tags: media,
    params: idParams,
    body: mediaAltSchema,
    response: { 200: mediaAssetSchema },
  }),
};

const videos = ["Videos"];
export const videoApi = {
  ...crud({ one: "Video", many: "Videos" }, videos, videoSchema),
  page: operation({
    operationId: "listVideosPage",
    summary: "One page of videos",
    tags: videos,
    querystring: videoPageQuerySchema,
    response: { 200: pageOf(videoSchema) },
  }),
  create: operation({
    operationId: "createVideo",
    summary: "Add a video: an embed link (JSON), or an uploaded file (multipart `file`)",
    tags: videos,
    consumes: jsonOrUpload,
    body: videoInputSchema,
    response: { 201: videoSchema },
  }),
  update: operation({
    operationId: "updateVideo",
    summary: "Update a video (a multipart update without a file keeps the stored one)",
    tags: videos,
    consumes: jsonOrUpload,
    params: idParams,
    body: videoInputSchema,
    response: { 200: videoSchema },
  }),
  file: operation({
    operationId: "streamVideoFile",
    summary: "An uploaded video's file (Range requests answer 206)",
    tags: videos,
    params: mediaParams,
    response: ranged("The video", "video/mp4", "video/webm"),
  }),
};

const podcasts = ["Podcasts"];
export const podcastApi = {
  ...crud({ one: "PodcastEpisode", many: "PodcastEpisodes" }, podcasts, podcastEpisodeSchema),
  create: operation({
    operationId: "createPodcastEpisode",
    summary: "Add an episode (multipart: its fields and the audio file)",
    tags: podcasts,
    consumes: multipart,
    body: podcastEpisodeFieldsSchema,
    response: { 201: podcastEpisodeSchema },
  }),
  update: operation({
    operationId: "updatePodcastEpisode",
    summary: "Update an episode (multipart; without audio the stored file is kept)",
    tags: podcasts,
    consumes: multipart,
    params: idParams,
    body: podcastEpisodeFieldsSchema,
    response: { 200: podcastEpisodeSchema },
  }),
  audio: operation({
    operationId: "streamPodcastAudio",
    summary: "An episode's audio (public; Range requests answer 206)",
    tags: podcasts,
    params: mediaParams,
    response: ranged("The audio", ...PODCAST_AUDIO_TYPES),
  }),
};
