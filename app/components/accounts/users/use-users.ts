import { useLocation, useNavigation, useRevalidator } from "react-router";
import type { Role } from "#domain/auth.ts";
import type { ManagedUser } from "#domain/user.ts";
import { USERS_VARIANTS, type UsersVariant } from "./variants";

/** Admins and super admins. */
export const isStaff = (user: { role: Role }) => user.role === "admin" || user.role === "super_admin";

/**
 * The rows a screen lists, and whether the list is being read again (after
 * a write, or this same page loading anew).
 */
export function useUsersList(variant: UsersVariant, users: ManagedUser[]) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const location = useLocation();
  // The server sorts (staff first is /user-management's default order, decision 0037).
  const rows = users;
  const loading =
    USERS_VARIANTS[variant].loadingMessage !== null &&
    (revalidator.state === "loading" ||
      (navigation.state === "loading" && navigation.location.pathname === location.pathname));
  return { rows, loading };
}

/** "1 session", "3 accounts". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
