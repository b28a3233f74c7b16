import { useId, useState } from "react";
import type {
  ArticleRevision,
  ArticleRevisionSummary,
  RestoreResult,
  RevisionField,
} from "#domain/article-revision.ts";
import { formatDateTime } from "#domain/format.ts";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { NativeSelect } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { articleApi } from "#domain/api/articles.ts";
import { FIELD_LABELS } from "./editor-values";
import { TextDiff } from "./text-diff";

const KIND_LABELS: Record<ArticleRevisionSummary["kind"], string> = {
  created: "Created",
  updated: "Saved",
  autosave: "Autosaved",
  restored: "Restored",
};

/**
 * An article's revisions (who saved what, when), two of them compared, and one restored
 * (decision 0032: into a draft at once; into a live article as unsaved changes in the editor).
 */
export function RevisionsPanel({
  articleId,
  revisions,
  live,
  onRestored,
}: {
  articleId: number;
  revisions: ArticleRevisionSummary[];
  live: boolean;
  onRestored: (result: RestoreResult) => void;
}) {
  const toast = useToast();
  const headingId = useId();
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [compared, setCompared] = useState<[ArticleRevision, ArticleRevision] | null>(null);
  const [toRestore, setToRestore] = useState<number | null>(null);
  const newest = revisions[0]?.number ?? null;
  const fromNumber = from ?? revisions[1]?.number ?? newest;
  const toNumber = to ?? newest;

  const compare = async () => {
    if (fromNumber === null || toNumber === null) return;
    try {
      const base = `/api/admin/articles/${articleId}/revisions`;
      const [a, b] = await Promise.all([
        api.get<typeof articleApi.revision>(`${base}/${fromNumber}`),
        api.get<typeof articleApi.revision>(`${base}/${toNumber}`),
      ]);
      setCompared([a, b]);
    } catch (error) {
      toast({
        title: "Error",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
  };

  const restore = async () => {
    if (toRestore === null) return false;
    try {
      const result = await api.post<typeof articleApi.restore>(
        `/api/admin/articles/${articleId}/revisions/${toRestore}/restore`,
        {},
      );
      onRestored(result);
      return true;
    } catch (error) {
      toast({
        title: "Error",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
      return false;
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        Revisions
      </h2>
      {revisions.length === 0 ? (
        <p className="text-sm text-slate-600">No revisions yet: every save keeps one.</p>
      ) : (
        <>
          <Table caption={`Revisions (${revisions.length})`}>
            <thead>
              <tr>
                <Th>Revision</Th>
                <Th>Saved</Th>
                <Th>By</Th>
                <Th>Changed</Th>
                {/* relative: keeps the hidden text inside the table's scroll box on a phone. */}
                <Th className="relative">
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((revision) => (
                <tr key={revision.number}>
                  <Td className="whitespace-nowrap">
                    #{revision.number} {KIND_LABELS[revision.kind]}
                    {revision.restoredFrom ? ` from #${revision.restoredFrom}` : ""}
                  </Td>
                  <Td className="whitespace-nowrap">
                    <time dateTime={revision.savedAt}>{formatDateTime(revision.savedAt)}</time>
                  </Td>
                  <Td>{revision.author ?? "Unknown"}</Td>
                  <Td>{revision.changedFields.map((field) => FIELD_LABELS[field] ?? field).join(", ")}</Td>
                  <Td>
                    {revision.number === newest ? (
                      <span className="text-sm text-slate-600">Current</span>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        className="relative"
                        onClick={() => setToRestore(revision.number)}
                      >
                        Restore<span className="sr-only"> revision {revision.number}</span>
                      </Button>
                    )}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
          {revisions.length > 1 ? (
            <div className="flex flex-wrap items-end gap-3">
              <div>
                <label htmlFor={fromId} className="mb-1.5 block text-sm font-medium text-slate-800">
                  Compare revision
                </label>
                <NativeSelect id={fromId} value={fromNumber ?? ""} onChange={(e) => setFrom(Number(e.target.value))}>
                  {revisions.map((r) => (
                    <option key={r.number} value={r.number}>
                      #{r.number}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div>
                <label htmlFor={toId} className="mb-1.5 block text-sm font-medium text-slate-800">
                  with revision
                </label>
                <NativeSelect id={toId} value={toNumber ?? ""} onChange={(e) => setTo(Number(e.target.value))}>
                  {revisions.map((r) => (
                    <option key={r.number} value={r.number}>
                      #{r.number}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button variant="outline" onClick={() => void compare()}>
                Compare
              </Button>
            </div>
          ) : null}
        </>
      )}

      <Dialog
        open={compared !== null}
        onOpenChange={(open) => !open && setCompared(null)}
        title={compared ? `Revision #${compared[0].number} compared with #${compared[1].number}` : "Compare revisions"}
        description="Inserted text is underlined on green; deleted text is struck through on red."
        className="max-w-3xl"
      >
        {compared ? <Comparison before={compared[0]} after={compared[1]} /> : null}
      </Dialog>

      <ConfirmDialog
        open={toRestore !== null}
        onOpenChange={(open) => !open && setToRestore(null)}
        title={`Restore revision #${toRestore ?? ""}?`}
        description={
          live
            ? "The article is live, so nothing changes on the site yet: the revision's text is put in the editor for you to review and save."
            : "The draft takes this revision's text now, kept as a new revision; the newer revisions stay in the list."
        }
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        onConfirm={restore}
      />
    </section>
  );
}

const TEXT_FIELDS: RevisionField[] = ["title", "description", "content"];
const OTHER_FIELDS: RevisionField[] = ["slug", "category", "imageUrl", "published", "featured"];
const shown = (value: unknown) => (value === null || value === "" ? "(none)" : String(value));

function Comparison({ before, after }: { before: ArticleRevision; after: ArticleRevision }) {
  const others = OTHER_FIELDS.filter((field) => before.fields[field] !== after.fields[field]);
  return (
    <div className="space-y-5">
      {TEXT_FIELDS.map((field) => (
        <section key={field} aria-label={FIELD_LABELS[field]}>
          <h3 className="mb-1.5 text-sm font-semibold text-slate-900">{FIELD_LABELS[field]}</h3>
          <TextDiff before={String(before.fields[field])} after={String(after.fields[field])} />
        </section>
      ))}
      <section aria-label="Other fields">
        <h3 className="mb-1.5 text-sm font-semibold text-slate-900">Other fields</h3>
        {others.length === 0 ? (
          <p className="text-sm text-slate-600">No change.</p>
        ) : (
          <ul className="space-y-1 text-sm text-slate-800">
            {others.map((field) => (
              <li key={field} className="wrap-anywhere">
                {FIELD_LABELS[field]}: {shown(before.fields[field])} → {shown(after.fields[field])}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
