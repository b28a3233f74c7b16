// People and roles of an entity (decision 0060, slice 3): its live grants and open invitations,
// read now from the grants; signatories invite, revoke and cancel, everyone else reads.
import { EntityPeopleList, OpenInvitations } from "#app/components/entities/people/entity-people-list.tsx";
import { InvitePersonForm } from "#app/components/entities/people/invite-person-form.tsx";
import { requireUser } from "#app/lib/guards.server.ts";
import { entityPageFor } from "#app/lib/entity-page.server.ts";
import { entityRoleMay } from "#domain/entities.ts";
import type { Route } from "./+types/entity-people";

/** Checked here too: a child loader runs beside the layout's, not after it. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context, url, { roles: ["investor"], loginPath: "/partner-portal" });
  const entity = await entityPageFor(context, user, params.entityId, "see");
  const mayManage = entityRoleMay(entity.role, "manage_people");
  return context.services.entityPeople.list(entity.entityId, { viewerId: user.id, mayManage });
}

export default function EntityPeople({ loaderData }: Route.ComponentProps) {
  const { entityId, people, invitations, mayManage } = loaderData;
  return (
    <div className="space-y-10">
      <section aria-labelledby="people-heading">
        <h2 id="people-heading" className="font-serif text-2xl font-bold text-brand-900">
          People and roles
        </h2>
        <p className="mt-2 text-slate-700">
          {mayManage
            ? "Everyone with a role on this account. As a signatory you may invite people and revoke their roles; the account always keeps at least one signatory."
            : "Everyone with a role on this account. Only its signatories may invite people or revoke roles."}
        </p>
        <EntityPeopleList entityId={entityId} people={people} mayManage={mayManage} />
      </section>
      <section aria-labelledby="invitations-heading">
        <h2 id="invitations-heading" className="font-serif text-xl font-bold text-brand-900">
          Open invitations
        </h2>
        <OpenInvitations entityId={entityId} invitations={invitations} mayManage={mayManage} />
      </section>
      {mayManage ? (
        <section aria-labelledby="invite-heading">
          <h2 id="invite-heading" className="font-serif text-xl font-bold text-brand-900">
            Invite someone
          </h2>
          <InvitePersonForm entityId={entityId} />
        </section>
      ) : null}
    </div>
  );
}
