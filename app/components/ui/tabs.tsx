import * as TabsPrimitive from "@radix-ui/react-tabs";
import { createContext, useContext, type ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * Accessible tabs on Radix Tabs (WAI-ARIA "Tabs with automatic activation"), controlled: the
 * caller owns the value, so it can live in the URL. One tab is in the tab order (roving
 * tabindex); Left/Right move between tabs and select them, Home/End go to the ends.
 * Every panel element is rendered (so each tab's aria-controls points at a real element), but only
 * the selected one is shown and has its content mounted.
 */
const SelectedTab = createContext<string | null>(null);

export function Tabs({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<typeof TabsPrimitive.Root>, "defaultValue" | "value" | "onValueChange"> & {
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <SelectedTab.Provider value={value}>
      <TabsPrimitive.Root value={value} onValueChange={onValueChange} activationMode="automatic" {...props} />
    </SelectedTab.Provider>
  );
}

/** The selected tab's value, for parts beside the list (e.g. a scroller keeping it in view). */
export function useSelectedTab() {
  return useContext(SelectedTab);
}

export function TabsList(props: ComponentProps<typeof TabsPrimitive.List> & { "aria-label": string }) {
  return <TabsPrimitive.List {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors",
        "hover:bg-white/70 hover:text-brand-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  className,
  children,
  ...props
}: Omit<ComponentProps<typeof TabsPrimitive.Content>, "forceMount" | "hidden">) {
  const isSelected = useContext(SelectedTab) === value;
  return (
    <TabsPrimitive.Content
      value={value}
      // Radix would leave an unselected panel out of the DOM; kept, hidden and empty instead.
      forceMount
      hidden={!isSelected}
      className={cn("outline-none focus-visible:outline-2 focus-visible:outline-offset-4", className)}
      {...props}
    >
      {isSelected ? children : null}
    </TabsPrimitive.Content>
  );
}
