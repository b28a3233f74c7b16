// Over 300 lines: a staff list with its create, edit and delete dialogs in one screen.
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import {
  FUND_ACCESS,
  FUND_ACCESS_LABELS,
  RESOURCE_CATEGORIES,
  RESOURCE_TYPES,
  MAX_RESOURCE_FILE_LABEL,
  resourceInputSchema,
  resourcePlacement,
  resourceWithFileSchema,
  type FundAccess,
  type Resource,
  type ResourceInput,
} from "#domain/resource.ts";
import type { Page } from "#domain/paging.ts";
import { ListControls } from "#app/components/lists/list-controls.tsx";
import { Pager } from "#app/components/lists/pager.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Field, Input, NativeSelect } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { useDialogForm, type FormDialog } from "#app/components/staff/use-form-dialog.ts";
import {
  AddButton,
  EmptyState,
  FormActions,
  RowActions,
  TabHeader,
  formDataOf,
  useContentTab,
  withCurrent,
} from "#app/components/staff/content-tab-kit.tsx";
import { FileField, ItemFormDialog, TitleAndDescription } from "#app/components/staff/dialog-form-kit.tsx";
import { api } from "#app/lib/api-client.ts";
import { conforms } from "#app/lib/use-field-errors.ts";
import type { resourceApi } from "#domain/api/content.ts";

/** What resources-tab.server.ts loads for this tab. */
export interface ResourcesTabData {
  /** One page of resources, searched and sorted on the server (decision 0039). */
  page: Page<Resource>;
}

const RESOURCE_SORT_OPTIONS = [
  { value: "created", label: "Date added" },
  { value: "title", label: "Title" },
] as const;

const TEXTS = {
  created: "Resource created successfully",
  updated: "Resource updated successfully",
  createFailed: "Failed to create resource",
  updateFailed: "Failed to update resource",
  deleted: "Resource deleted successfully",
  deleteFailed: "Failed to delete resource",
};

/**
 * Admin portal, Resources tab: the resources a page at a time, searched (title, description or
 * category, any case) and sorted on the server with the query in the URL (decision 0039), with
 * add, edit and delete.
 */
export default function ResourcesTab({ data }: { user: SessionUser; data?: ResourcesTabData }) {
  const page = data?.page;
  const shown = page?.items ?? [];
  const [searchParams] = useSearchParams();
  const search = (searchParams.get("q") ?? "").trim();
  const { headingId, headingRef, form, remove } = useContentTab<Resource>(TEXTS, {
    remove: (item) => api.delete<typeof resourceApi.remove>(`/api/resources/${item.id}`),
    name: (item) => item.title,
    noun: "resource",
  });
  const { openCreate, openEdit } = form;

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <TabHeader
        title="Resources"
        description="Reports, analysis and documents shared with investors."
        headingId={headingId}
        headingRef={headingRef}
        addLabel="Add Resource"
        onAdd={openCreate}
      />

      {(page?.total ?? 0) > 0 || search ? (
        <ListControls
          label="Search and sort resources"
          searchLabel="Search resources"
          sorts={RESOURCE_SORT_OPTIONS}
          sort={page?.sort ?? "created"}
          dir={page?.dir ?? "desc"}
        />
      ) : null}
      {search ? (
        <p role="status" className="text-sm text-slate-600">
          {`${page?.total ?? 0} ${page?.total === 1 ? "resource matches" : "resources match"} "${search}".`}
        </p>
      ) : null}

      {(page?.total ?? 0) === 0 && !search ? (
        <EmptyState message="No resources yet.">
          <AddButton label="Add Resource" onClick={openCreate} />
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState message="No resources match your search." />
      ) : (
        <Table
          caption={search ? `Resources matching "${search}" (${page?.total ?? 0})` : `Resources (${page?.total ?? 0})`}
        >
          <thead>
            <tr>
              <Th>Title</Th>
              <Th>Category</Th>
              <Th>Type</Th>
              <Th>Fund Access</Th>
              <Th>Status</Th>
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody>
            {shown.map((resource) => (
              <tr key={resource.id}>
                <Td>
                  <span className="font-medium text-slate-900">{resource.title}</span>
                  <span className="mt-0.5 line-clamp-2 block max-w-md text-xs text-slate-600">
                    {resource.description}
                  </span>
                  {resource.hasFile ? (
                    <span className="mt-0.5 block text-xs text-slate-700">
                      Uploaded file: {[resource.fileFormat, resource.fileSize].filter(Boolean).join(", ")}
                    </span>
                  ) : null}
                </Td>
                <Td className="whitespace-nowrap">{resource.category}</Td>
                <Td className="whitespace-nowrap">{resource.fileType ?? "—"}</Td>
                <Td className="whitespace-nowrap">{FUND_ACCESS_LABELS[resource.fundAccess] ?? resource.fundAccess}</Td>
                <Td>
                  <Badge tone={resource.isPublic ? "green" : "slate"}>{resource.isPublic ? "Public" : "Private"}</Badge>
                </Td>
                <Td>
                  <RowActions
                    name={resource.title}
                    onEdit={() => openEdit(resource)}
                    onDelete={() => remove.ask(resource)}
                  />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {page ? <Pager page={page} label="Pages of resources" noun={["resource", "resources"]} /> : null}

      <ItemFormDialog form={form} noun="Resource">
        <ResourceForm key={form.editing?.id ?? "new"} form={form} />
      </ItemFormDialog>
      {remove.dialog}
    </section>
  );
}

type FormValues = {
  title: string;
  description: string;
  category: string;
  type: string;
  url: string;
  fundAccess: FundAccess;
  isPublic: boolean;
  isResearchReport: boolean;
};
const FIELD_ORDER = [
  "title",
  "description",
  "category",
  "type",
  "url",
  "fundAccess",
  "isPublic",
  "isResearchReport",
] as const;

function initialValues(item: Resource | null): FormValues {
  if (!item)
    return {
      title: "",
      description: "",
      category: "",
      type: "",
      url: "",
      fundAccess: "general",
      isPublic: false,
      isResearchReport: false,
    };
  return {
    title: item.title,
    description: item.description,
    category: item.category,
    type: item.fileType ?? "",
    url: item.downloadUrl ?? "",
    fundAccess: item.fundAccess,
    isPublic: item.isPublic,
    isResearchReport: item.isResearchReport,
  };
}

/** The request body of /api/resources in the admin form's words: type and url, not fileType/downloadUrl. */
function toPayload(values: FormValues): ResourceInput {
  return {
    title: values.title,
    description: values.description,
    category: values.category as ResourceInput["category"],
    type: values.type as ResourceInput["type"],
    url: values.url.trim(),
    fundAccess: values.fundAccess,
    isPublic: values.isPublic,
    isResearchReport: values.isResearchReport,
  };
}

const MAX_FILE_BYTES = 20 * 1024 * 1024;

function ResourceForm({ form }: { form: FormDialog<Resource> }) {
  const [file, setFile] = useState<File | null>(null);
  // With a stored or chosen file the URL may be left empty: the file is what downloads.
  const withFile = file !== null || form.editing?.hasFile === true;
  const { values, setValues, set, error, formProps } = useDialogForm(form, {
    initial: () => initialValues(form.editing),
    fields: [...FIELD_ORDER, "file"],
    schema: withFile ? resourceWithFileSchema : resourceInputSchema,
    toPayload: (v: FormValues) => {
      const payload = toPayload(v);
      return withFile && payload.url === "" ? { ...payload, url: undefined } : payload;
    },
    validate: (): Record<string, string> =>
      file && file.size > MAX_FILE_BYTES ? { file: `The file is larger than ${MAX_RESOURCE_FILE_LABEL}` } : {},
    save: (payload, editing) => {
      // Without a file the form checked the payload with resourceInputSchema: it is the JSON body.
      if (!withFile && conforms(resourceInputSchema, payload))
        return editing
          ? api.put<typeof resourceApi.update>(`/api/resources/${editing.id}`, payload)
          : api.post<typeof resourceApi.create>("/api/resources", payload);
      const data = formDataOf(payload, { file });
      return editing
        ? api.form<typeof resourceApi.update>("PUT", `/api/resources/${editing.id}`, data)
        : api.form<typeof resourceApi.create>("POST", "/api/resources", data);
    },
  });
  const publicId = useId();
  const researchId = useId();
  const placementId = useId();
  // A stored category outside the form's list (older data) stays selectable when editing.
  const categories = withCurrent<string>(RESOURCE_CATEGORIES, form.editing?.category);

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
        <Field label="Type" error={error("type")}>
          {(p) => (
            <NativeSelect {...p} name="type" value={values.type} onChange={set("type")}>
              <option value="">Not set</option>
              {RESOURCE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field label={withFile ? "URL (optional with a file)" : "URL"} required={!withFile} error={error("url")}>
            {(p) => (
              <Input
                {...p}
                name="url"
                type="url"
                inputMode="url"
                required={!withFile}
                autoComplete="off"
                placeholder="https://… or /files/…"
                value={values.url}
                onChange={set("url")}
              />
            )}
          </Field>
        </div>
        <FileField
          name="file"
          label={
            form.editing?.hasFile ? "Replace the uploaded file (PDF, up to 20 MB)" : "Upload a file (PDF, up to 20 MB)"
          }
          accept="application/pdf,.pdf"
          error={error("file")}
          onFile={setFile}
        >
          {form.editing?.hasFile ? (
            <p className="mt-1 text-xs text-slate-600">
              Stored file: {[form.editing.fileFormat, form.editing.fileSize].filter(Boolean).join(", ")}
            </p>
          ) : null}
        </FileField>
        <Field label="Fund Access" error={error("fundAccess")}>
          {(p) => (
            <NativeSelect {...p} name="fundAccess" value={values.fundAccess} onChange={set("fundAccess")}>
              {FUND_ACCESS.map((access) => (
                <option key={access} value={access}>
                  {FUND_ACCESS_LABELS[access]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <div className="flex items-end pb-2.5">
          <div className="flex items-center gap-3">
            <input
              id={publicId}
              name="isPublic"
              type="checkbox"
              checked={values.isPublic}
              onChange={(event) => setValues((prev) => ({ ...prev, isPublic: event.target.checked }))}
              className="h-5 w-5 rounded border-slate-400 accent-brand-800"
            />
            <label htmlFor={publicId} className="text-sm font-medium text-slate-800">
              Public
            </label>
          </div>
        </div>
        <div className="flex items-center gap-3 sm:col-span-2">
          <input
            id={researchId}
            name="isResearchReport"
            type="checkbox"
            checked={values.isResearchReport}
            aria-describedby={placementId}
            onChange={(event) => setValues((prev) => ({ ...prev, isResearchReport: event.target.checked }))}
            className="h-5 w-5 rounded border-slate-400 accent-brand-800"
          />
          <label htmlFor={researchId} className="text-sm font-medium text-slate-800">
            Research report (also listed in the portal&apos;s Reports tab)
          </label>
        </div>
        <p
          id={placementId}
          aria-live="polite"
          className="rounded-md bg-slate-50 p-3 text-sm text-slate-700 sm:col-span-2"
        >
          {resourcePlacement(values)}
        </p>
      </div>
      <FormActions submitLabel={form.submitLabel} pending={form.pending} onCancel={() => form.setOpen(false)} />
    </form>
  );
}
