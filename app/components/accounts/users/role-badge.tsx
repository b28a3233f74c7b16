import { ROLE_LABELS, type Role } from "#domain/auth.ts";
import { Badge } from "#app/components/ui/badge.tsx";

/** One colour per role on every staff screen (header, Users tab, User Management). */
const ROLE_TONES = {
  super_admin: "gold",
  admin: "brand",
  investor: "slate",
  viewer: "slate",
} as const satisfies Record<Role, string>;

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge tone={ROLE_TONES[role]} data-role={role}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
