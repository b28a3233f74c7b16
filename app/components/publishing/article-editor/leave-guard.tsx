import { useEffect } from "react";
import { useBlocker, type Location } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";

/**
 * Asks before leaving the editor with unsaved changes: a link or Back inside the site opens an
 * accessible dialog (React Router's blocker); closing the tab or reloading gets the browser's
 * own question (beforeunload). `allow` lets through the editor's own address change after a create.
 */
export function LeaveGuard({ when, allow }: { when: boolean; allow: (next: Location) => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !allow(nextLocation),
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to ask at all.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [when]);

  // Saved meanwhile (an autosave finished): nothing is lost any more, so go on.
  useEffect(() => {
    if (blocker.state === "blocked" && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <Dialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => !open && blocker.state === "blocked" && blocker.reset()}
      title="Leave without saving?"
      description="This article has changes that are not saved. If you leave now, they are lost."
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" autoFocus onClick={() => blocker.state === "blocked" && blocker.reset()}>
          Stay on this page
        </Button>
        <Button variant="destructive" onClick={() => blocker.state === "blocked" && blocker.proceed()}>
          Leave without saving
        </Button>
      </div>
    </Dialog>
  );
}
