import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard, LINK_PAGE_HEADERS } from "#app/components/accounts/auth/account-link-kit.tsx";
import { StatusLine } from "#app/components/accounts/account/status-line.tsx";
import { MaskedAccount } from "#app/components/entities/tax-bank/masked-account.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { site } from "#app/content/site.ts";
import { isForeignPost } from "#app/lib/edelivery.server.ts";
import { type BankChangeLink } from "#domain/entity-tax-bank.ts";
import { bankChangeTokenSchema } from "#domain/entity-tax-bank-inputs.ts";
import type { Route } from "./+types/confirm-bank-change";

type LinkState = { status: "valid"; change: BankChangeLink } | { status: "dead"; reason: string };
type Answer = { done: "confirmed" | "cancelled"; change?: BankChangeLink } | { error: string };

/** A service's refusal (duck-typed, see entity-page.server.ts) as its message; anything else rethrown. */
function messageOf(error: unknown): string {
  const e = error as { code?: unknown; message?: string };
  if (typeof e?.code !== "string") throw error;
  return e.message ?? "This link does not work";
}
const statusOf = (error: unknown) => (error as { status?: number }).status ?? 409;

const tokenOf = (raw: unknown) => (bankChangeTokenSchema.safeParse({ token: raw }).success ? String(raw) : null);

/** A bank change's e-mailed link (decision 0060): what it changes, or why the link no longer works. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  let state: LinkState = { status: "dead", reason: "This link is incomplete: open it from the e-mail again." };
  if (token) {
    try {
      state = { status: "valid", change: await context.services.entityTaxBank.bankLink(token) };
    } catch (error) {
      state = { status: "dead", reason: messageOf(error) };
    }
  }
  const user = await context.auth.getUser();
  return data({ token, state, signedIn: user !== null }, { headers: LINK_PAGE_HEADERS });
}

/** Confirm (a signatory, signed in) or "This wasn't me" (the link alone). Works without script. */
export async function action({ context, request }: Route.ActionArgs) {
  const answer = (body: Answer, status = 200) => data(body, { status, headers: LINK_PAGE_HEADERS });
  if (isForeignPost(request, context.baseUrl)) return answer({ error: "This form must be sent from this site." }, 403);
  const form = await request.formData();
  const token = tokenOf(form.get("token"));
  if (!token) return answer({ error: "This link is incomplete: open it from the e-mail again." }, 400);
  const service = context.services.entityTaxBank;
  const user = await context.auth.getUser();
  try {
    if (form.get("intent") === "cancel") {
      await service.cancelBankChangeByLink(user, context.clientIp, token);
      return answer({ done: "cancelled" });
    }
    if (!user) return answer({ error: "Sign in to confirm the change." }, 401);
    return answer({ done: "confirmed", change: await service.confirmBankChange(user, context.clientIp, token) });
  } catch (error) {
    return answer({ error: messageOf(error) }, statusOf(error));
  }
}

export function headers() {
  return LINK_PAGE_HEADERS;
}

export function meta() {
  return [
    { title: `Confirm a bank account change | ${site.name}` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function ConfirmBankChange({ loaderData, actionData }: Route.ComponentProps) {
  const { token, state, signedIn } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const answer = actionData as Answer | undefined;
  if (answer && "done" in answer) {
    return (
      <AuthCard title={answer.done === "confirmed" ? "New bank account confirmed" : "Change cancelled"}>
        <div className="space-y-4 text-slate-700">
          <p role="status">
            {answer.done === "confirmed"
              ? `Distributions to ${answer.change?.legalName ?? "the account"} now go to the new bank account.`
              : "The change was cancelled; distributions keep going to the account on file. If you did not ask for it, tell us: someone may have access to a signatory's sign-in."}
          </p>
          <Link to="/accounts" className={buttonClass("primary")}>
            Go to your accounts
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (state.status === "dead" || !token) {
    return (
      <AuthCard title="This link does not work">
        <div className="space-y-4 text-slate-700">
          <p className="font-medium text-slate-900">
            {state.status === "dead" ? state.reason : "This link is incomplete."}
          </p>
          <p>
            A signatory can ask for the change again from the account's Tax and bank page. Questions:{" "}
            <a href={`mailto:${site.supportEmail}`} className="font-semibold text-brand-700 underline">
              {site.supportEmail}
            </a>
            .
          </p>
        </div>
      </AuthCard>
    );
  }
  const { change } = state;
  const returnTo = `/confirm-bank-change?token=${token}`;
  return (
    <AuthCard
      title="Confirm a new bank account"
      intro={<p>Distributions to {change.legalName} would be paid to this account once a signatory confirms it.</p>}
    >
      <MaskedAccount account={change.account} />
      <StatusLine className="mt-4" success={null} error={answer && "error" in answer ? answer.error : null} />
      <div className="mt-6 flex flex-wrap gap-3">
        {signedIn ? (
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="intent" value="confirm" />
            <Button type="submit" aria-disabled={busy ? true : undefined}>
              {busy === "confirm" ? "Confirming..." : "Confirm new account"}
            </Button>
          </Form>
        ) : (
          <Link to={`/partner-portal?returnTo=${encodeURIComponent(returnTo)}`} className={buttonClass("primary")}>
            Sign in to confirm
          </Link>
        )}
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="intent" value="cancel" />
          <Button type="submit" variant="outline" aria-disabled={busy ? true : undefined}>
            {busy === "cancel" ? "Cancelling..." : "This wasn't me: cancel it"}
          </Button>
        </Form>
      </div>
    </AuthCard>
  );
}
