import { Send } from "lucide-react";
import { useState } from "react";
import type { Prospect } from "#domain/prospects.ts";
import { Button } from "#app/components/ui/button.tsx";
import { InviteDialog } from "./invite-dialog.tsx";

/** The prospect page's "Invite to offering" (issue 25 §1): the offering is chosen among the open ones. */
export function InviteProspectButton({
  prospect,
  offerings,
}: {
  prospect: Prospect;
  offerings: Array<{ id: number; name: string }>;
}) {
  const [open, setOpen] = useState(false);
  if (offerings.length === 0) {
    return <p className="text-sm text-slate-600">No offering is open: open one to invite this prospect.</p>;
  }
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Send className="h-4 w-4" aria-hidden="true" />
        Invite to offering
      </Button>
      {open ? <InviteDialog open={open} onOpenChange={setOpen} offerings={offerings} prospect={prospect} /> : null}
    </>
  );
}
