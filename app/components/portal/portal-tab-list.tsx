import { TabsList, TabsTrigger } from "~/components/ui/tabs";

/** The portal pages' tab row: one line that scrolls sideways on a phone rather than wrapping. */
export function PortalTabList({ label, tabs }: { label: string; tabs: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <TabsList aria-label={label} className="inline-flex gap-1 rounded-lg bg-slate-200/70 p-1">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
    </div>
  );
}
