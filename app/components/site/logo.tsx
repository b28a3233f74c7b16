import { site } from "#app/content/site.ts";

export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#0d1f3c" />
      <path d="M11 28V12h14v3.5H15v3h9v3.4h-9v2.6h10.5V28z" fill="#d6b05a" />
      <path d="M27 12h3v16h-3z" fill="#fff" opacity=".85" />
    </svg>
  );
}

export function Logo({ light = false }: { light?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span className={`text-xl font-bold tracking-tight ${light ? "text-white" : "text-brand-900"}`}>{site.name}</span>
    </span>
  );
}
