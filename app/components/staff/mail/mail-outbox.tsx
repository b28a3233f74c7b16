// Over 300 lines: the outbox's list, its filters and the message dialog with its retry, one staff screen.
import { ArrowLeft, Mail, RotateCw } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { formatDateTime } from "#domain/format.ts";
import {
  MAIL_KIND_LABELS,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  type MailMessageDetail,
  type MailMessageList,
  type MailMessageSummary,
  type MailStatus,
} from "#domain/mail.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { NativeSelect } from "#app/components/ui/field.tsx";
import { Table, Td, Th } from "#app/components/ui/table.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { mailApi } from "#domain/api/mail.ts";
import { useResource } from "#app/lib/use-resource.ts";
import { EmptyState } from "#app/components/staff/content-tab-kit.tsx";

const TONES: Record<MailStatus, "slate" | "brand" | "green" | "gold" | "red"> = {
  queued: "slate",
  sending: "brand",
  sent: "green",
  outbox: "gold",
  failed: "red",
};

/** The status in words; the colour only repeats it. */
const StatusBadge = ({ status }: { status: MailStatus }) => (
  <Badge tone={TONES[status]}>{MAIL_STATUS_LABELS[status]}</Badge>
);

const recipient = (m: MailMessageSummary) => (m.toName ? `${m.toName} <${m.toAddress}>` : m.toAddress);

/**
 * The outbox: every e-mail, newest first, 50 to a page, filtered by status in the URL (a GET form,
 * so it works without JavaScript). "Open" reads a message's plain-text body; a failed message can be
 * sent again. The HTML body is never put into this page.
 */
export function MailOutbox({
  list,
  status,
  before,
}: {
  list: MailMessageList;
  status: MailStatus | null;
  before: number | null;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin-portal/mail";
  const [open, setOpen] = useState<MailMessageSummary | null>(null);
  const withStatus = (params: Record<string, string>) =>
    `?${new URLSearchParams({ ...(status ? { status } : {}), ...params })}`;

  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl font-bold tracking-tight text-brand-900">Mail</h1>
          <p className="mt-1 max-w-2xl text-slate-700">
            Every e-mail the platform sends: invitations, password and sign-in messages, and the notices of new
            documents, capital calls and distributions. Without a mail server configured, messages stay here in the
            outbox.
          </p>
        </div>
        <Link to="/admin-portal" className={buttonClass("outline")}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Portal
        </Link>
      </div>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="mail-status" className="mb-1.5 block text-sm font-medium text-slate-800">
            Status
          </label>
          <NativeSelect id="mail-status" name="status" defaultValue={status ?? ""} key={status ?? ""}>
            <option value="">All</option>
            {MAIL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MAIL_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>

      <section aria-labelledby="mail-heading" aria-busy={loading} className="mt-6 min-w-0 space-y-3">
        <h2 id="mail-heading" className="text-2xl font-semibold text-brand-900">
          {status ? MAIL_STATUS_LABELS[status] : "All messages"}
          {before ? " (older)" : ""}
        </h2>
        {loading ? (
          <p role="status" className="text-slate-600">
            Loading messages...
          </p>
        ) : null}
        {list.messages.length === 0 ? (
          <EmptyState message={status ? "No messages with this status." : "No messages yet."} />
        ) : (
          <>
            <div className="hidden md:block">
              <Table caption={`Messages (${list.messages.length} on this page)`}>
                <thead>
                  <tr>
                    <Th>Message</Th>
                    <Th>Recipient</Th>
                    <Th>Status</Th>
                    <Th>Attempts</Th>
                    <Th>Created</Th>
                    <Th>Sent</Th>
                    <Th>Actions</Th>
                  </tr>
                </thead>
                <tbody>
                  {list.messages.map((m) => (
                    <tr key={m.id}>
                      <Td>
                        <span className="block font-medium text-slate-900">{m.subject}</span>
                        <span className="text-xs text-slate-600">{MAIL_KIND_LABELS[m.kind] ?? m.kind}</span>
                      </Td>
                      <Td className="break-all">{recipient(m)}</Td>
                      <Td>
                        <StatusBadge status={m.status} />
                        {m.lastError ? (
                          <span className="mt-1 block max-w-xs text-xs break-words text-red-800">{m.lastError}</span>
                        ) : null}
                      </Td>
                      <Td>{m.attempts}</Td>
                      <Td className="whitespace-nowrap">{formatDateTime(m.createdAt)}</Td>
                      <Td className="whitespace-nowrap">{m.sentAt ? formatDateTime(m.sentAt) : "—"}</Td>
                      <Td>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setOpen(m)}
                          aria-label={`Open "${m.subject}" to ${m.toAddress}`}
                        >
                          <Mail className="h-4 w-4" aria-hidden="true" />
                          Open
                        </Button>
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
            {/* Phones: one card per message, nothing to scroll sideways. */}
            <ul className="space-y-3 md:hidden" aria-label={`Messages (${list.messages.length} on this page)`}>
              {list.messages.map((m) => (
                <li key={m.id} className="rounded-lg border border-slate-200 bg-white p-4">
                  <p className="font-medium break-words text-slate-900">{m.subject}</p>
                  <p className="text-xs text-slate-600">{MAIL_KIND_LABELS[m.kind] ?? m.kind}</p>
                  <p className="mt-2 text-sm break-all text-slate-800">{recipient(m)}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    <StatusBadge status={m.status} />
                    <span>
                      {m.attempts} attempt{m.attempts === 1 ? "" : "s"}
                    </span>
                  </div>
                  {m.lastError ? <p className="mt-1 text-xs break-words text-red-800">{m.lastError}</p> : null}
                  <p className="mt-2 text-xs text-slate-600">
                    Created {formatDateTime(m.createdAt)}
                    {m.sentAt ? ` · Sent ${formatDateTime(m.sentAt)}` : ""}
                  </p>
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-3"
                    onClick={() => setOpen(m)}
                    aria-label={`Open "${m.subject}" to ${m.toAddress}`}
                  >
                    <Mail className="h-4 w-4" aria-hidden="true" />
                    Open
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
        <nav aria-label="Pages" className="flex flex-wrap gap-2 pt-2">
          {before ? (
            <Link to={withStatus({})} className={buttonClass("outline", "sm")}>
              Newest
            </Link>
          ) : null}
          {list.nextBefore ? (
            <Link to={withStatus({ before: String(list.nextBefore) })} className={buttonClass("outline", "sm")}>
              Older messages
            </Link>
          ) : null}
        </nav>
      </section>

      <MessageDialog summary={open} onClose={() => setOpen(null)} />
    </main>
  );
}

/** One message: who, what, its status and error, and the plain-text body as text (never as HTML). */
function MessageDialog({ summary, onClose }: { summary: MailMessageSummary | null; onClose: () => void }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [sending, setSending] = useState(false);
  const id = summary?.id ?? null;
  // Read when the dialog opens, and again when the page's data is revalidated (after a retry).
  const message = useResource<MailMessageDetail>(id === null ? null : `/resources/mail-messages/${id}`);
  const loaded = message.data ?? null;

  const sendAgain = async () => {
    if (id === null) return;
    setSending(true);
    try {
      const body = await api.post<typeof mailApi.retry>(`/api/admin/mail-messages/${id}/retry`, {});
      toast({ title: "Queued to send again", description: `"${body.message.subject}" to ${body.message.toAddress}` });
      void revalidator.revalidate();
    } catch (error) {
      toast({
        title: "Failed to send again",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={summary !== null}
      onOpenChange={(next) => !next && onClose()}
      title={summary?.subject ?? "Message"}
      description={summary ? `To ${recipient(summary)}` : undefined}
      className="max-w-2xl"
    >
      {message.error ? (
        <p role="alert" className="text-red-800">
          Could not load the message: {message.error}
        </p>
      ) : loaded === null ? (
        <p role="status">Loading message...</p>
      ) : (
        <div className="space-y-4" aria-busy={message.loading}>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-600">Kind</dt>
            <dd className="text-slate-900">{MAIL_KIND_LABELS[loaded.kind] ?? loaded.kind}</dd>
            <dt className="text-slate-600">Status</dt>
            <dd>
              <StatusBadge status={loaded.status} />
            </dd>
            <dt className="text-slate-600">Attempts</dt>
            <dd className="text-slate-900">{loaded.attempts}</dd>
            <dt className="text-slate-600">Created</dt>
            <dd className="text-slate-900">{formatDateTime(loaded.createdAt)}</dd>
            {loaded.sentAt ? (
              <>
                <dt className="text-slate-600">Sent</dt>
                <dd className="text-slate-900">{formatDateTime(loaded.sentAt)}</dd>
              </>
            ) : null}
            {loaded.lastError ? (
              <>
                <dt className="text-slate-600">Last error</dt>
                <dd className="break-words text-red-800">{loaded.lastError}</dd>
              </>
            ) : null}
          </dl>
          <div>
            <h3 className="text-sm font-semibold text-slate-800">Message (plain text)</h3>
            <pre
              tabIndex={0}
              aria-label="Message body"
              className="mt-2 max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-sans text-sm break-words whitespace-pre-wrap text-slate-900"
            >
              {loaded.textBody}
            </pre>
          </div>
          {loaded.status === "failed" ? (
            <div>
              <Button onClick={() => void sendAgain()} disabled={sending}>
                <RotateCw className="h-4 w-4" aria-hidden="true" />
                {sending ? "Sending..." : "Send again"}
              </Button>
              <p className="mt-2 text-sm text-slate-600">
                Send it again only if it did not arrive: an interrupted message may already have been delivered.
              </p>
            </div>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
