import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

const variants = {
  primary: "bg-brand-800 text-white hover:bg-brand-700",
  gold: "bg-gold-400 text-brand-950 hover:bg-gold-300",
  outline: "border border-brand-200 bg-white text-brand-800 hover:bg-brand-50",
  "outline-light": "border border-white/70 text-white hover:bg-white/10",
  ghost: "text-brand-800 hover:bg-brand-50",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  link: "text-brand-700 underline-offset-4 hover:underline px-0",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-7 text-base",
  icon: "h-11 w-11",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link, usually) with button styling. */
  asChild?: boolean;
};

export function buttonClass(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex cursor-pointer items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors",
    "disabled:pointer-events-none disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    variants[variant],
    sizes[size],
  );
}

export function Button({ className, variant, size, asChild, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      className={cn(buttonClass(variant, size), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}
