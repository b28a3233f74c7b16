import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { TabsList, TabsTrigger, useSelectedTab } from "#app/components/ui/tabs.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * The portal pages' tab row: one line that scrolls sideways on a phone rather than wrapping (the
 * page itself never does). Where tabs lie beyond an edge, that edge fades out behind a chevron,
 * and the selected tab is scrolled into view, so a phone shows there is more and where you are.
 */
export function PortalTabList({
  label,
  tabs,
}: {
  label: string;
  tabs: ReadonlyArray<{ value: string; label: string }>;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const selected = useSelectedTab();
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((prev) => (prev.before === before && prev.after === after ? prev : { before, after }));
  }, []);

  // Keep the selected tab in view (on load, on a tab change, and on Back/Forward).
  useEffect(() => {
    const el = scroller.current;
    const tab = el?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!el || !tab) return;
    const margin = 32; // clear of the fade
    const left = tab.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft;
    if (left - margin < el.scrollLeft) el.scrollLeft = left - margin;
    else if (left + tab.offsetWidth + margin > el.scrollLeft + el.clientWidth) {
      el.scrollLeft = left + tab.offsetWidth + margin - el.clientWidth;
    }
    measure();
  }, [selected, measure]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <div className="relative -mx-4 sm:mx-0">
      <div ref={scroller} onScroll={measure} className="overflow-x-auto px-4 pb-1 sm:px-0">
        <TabsList aria-label={label} className="inline-flex gap-1 rounded-lg bg-slate-200/70 p-1">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <ScrollCue side="before" shown={more.before} />
      <ScrollCue side="after" shown={more.after} />
    </div>
  );
}

/** A fade and chevron over one edge of the row; decoration only (the tabs are all reachable). */
function ScrollCue({ side, shown }: { side: "before" | "after"; shown: boolean }) {
  const Icon = side === "before" ? ChevronLeft : ChevronRight;
  return (
    <span
      aria-hidden="true"
      data-scroll-cue={side}
      className={cn(
        "pointer-events-none absolute top-0 bottom-1 flex w-12 items-center text-slate-600",
        side === "before"
          ? "left-0 justify-start bg-gradient-to-r from-slate-50 from-40% to-transparent"
          : "right-0 justify-end bg-gradient-to-l from-slate-50 from-40% to-transparent",
        !shown && "invisible",
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
