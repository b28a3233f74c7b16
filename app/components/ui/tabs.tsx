import {
  createContext,
  useContext,
  useId,
  useRef,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { cn } from "~/lib/cn";

/**
 * Accessible tabs (WAI-ARIA Authoring Practices "Tabs with automatic activation"), controlled:
 * the caller owns the value, so it can live in the URL. One tab is in the tab order (roving
 * tabindex); Left/Right (and Up/Down) move between tabs and select them, Home/End go to the ends.
 * Every panel element is rendered (so each aria-controls points at a real element), but only the
 * selected one is shown and has its content mounted.
 * Written here because @radix-ui/react-tabs is not a dependency of this project.
 */
interface TabsContextValue {
  baseId: string;
  value: string;
  onValueChange: (value: string) => void;
}
const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs() {
  const ctx = useContext(TabsContext);
  if (!ctx) throw new Error("Tabs parts must be used inside <Tabs>");
  return ctx;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({
  value,
  onValueChange,
  children,
  className,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ baseId, value, onValueChange }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

export function TabsList({
  className,
  children,
  ...props
}: Omit<ComponentProps<"div">, "role"> & { "aria-label": string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { onValueChange } = useTabs();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])') ?? []);
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    let next: number;
    switch (event.key) {
      case "ArrowRight":
      case "ArrowDown":
        next = (current + 1) % tabs.length;
        break;
      case "ArrowLeft":
      case "ArrowUp":
        next = (current - 1 + tabs.length) % tabs.length;
        break;
      case "Home":
        next = 0;
        break;
      case "End":
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const target = tabs[next];
    target.focus();
    target.scrollIntoView({ block: "nearest", inline: "nearest" });
    const value = target.dataset.value;
    if (value) onValueChange(value);
  };

  return (
    <div ref={ref} role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown} className={className} {...props}>
      {children}
    </div>
  );
}

export function TabsTrigger({
  value,
  className,
  children,
  ...props
}: Omit<ComponentProps<"button">, "role" | "value" | "onClick"> & { value: string }) {
  const { baseId, value: selected, onValueChange } = useTabs();
  const isSelected = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={isSelected}
      aria-controls={panelId(baseId, value)}
      tabIndex={isSelected ? 0 : -1}
      data-value={value}
      data-state={isSelected ? "active" : "inactive"}
      onClick={() => onValueChange(value)}
      className={cn(
        "inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors",
        "hover:bg-white/70 hover:text-brand-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

export function TabsContent({
  value,
  className,
  children,
  ...props
}: Omit<ComponentProps<"div">, "role"> & { value: string }) {
  const { baseId, value: selected } = useTabs();
  const isSelected = value === selected;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      hidden={!isSelected}
      tabIndex={0}
      className={cn("outline-none focus-visible:outline-2 focus-visible:outline-offset-4", className)}
      {...props}
    >
      {isSelected ? children : null}
    </div>
  );
}
