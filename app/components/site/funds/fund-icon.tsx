import {
  Building,
  CodeXml,
  GraduationCap,
  Handshake,
  Hotel,
  Lightbulb,
  Plane,
  Rocket,
  Sprout,
  TrendingUp,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { FundIconKey } from "#app/content/fund-details.ts";
import { cn } from "#app/lib/cn.ts";

const icons: Record<FundIconKey, LucideIcon> = {
  building: Building,
  trending: TrendingUp,
  legacy: Sprout,
  graduation: GraduationCap,
  hotel: Hotel,
  plane: Plane,
  wrench: Wrench,
  rocket: Rocket,
  handshake: Handshake,
  code: CodeXml,
  lightbulb: Lightbulb,
};

/** A decorative icon in a tinted tile; the card's heading carries the meaning. */
export function FundIcon({ name, className }: { name: FundIconKey; className?: string }) {
  const Icon = icons[name];
  return (
    <span
      className={cn(
        "inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100",
        className,
      )}
    >
      <Icon aria-hidden="true" focusable="false" className="h-6 w-6" strokeWidth={1.75} />
    </span>
  );
}
