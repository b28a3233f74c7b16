import { Link } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { site } from "#app/content/site.ts";

/** The recovery codes just issued, shown once: copy, download, then continue. */
export function RecoveryCodesCard({
  codes,
  username,
  onDone,
  continueTo,
}: {
  codes: string[];
  username: string;
  onDone: () => void;
  continueTo: string | null;
}) {
  const toast = useToast();
  const text = `${site.name} recovery codes for ${username}\nEach code works once.\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: "Copied", description: "Your recovery codes are on the clipboard." });
    } catch {
      toast({
        title: "Could not copy",
        description: "Select the codes and copy them instead.",
        variant: "destructive",
      });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "edfutures-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Card className="mt-8">
      <CardBody className="p-5 sm:p-8">
        <h2 className="text-xl font-semibold text-brand-900" tabIndex={-1} ref={(el) => el?.focus()}>
          Save your recovery codes
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown
          only now: copy them or download them, and keep them somewhere safe.
        </p>
        <ol
          aria-label="Recovery codes"
          className="mt-5 grid grid-cols-1 gap-2 rounded-md bg-slate-100 p-4 font-mono text-base text-slate-900 sm:grid-cols-2"
          data-testid="recovery-codes"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => void copy()}>
            Copy codes
          </Button>
          <Button variant="outline" onClick={download}>
            Download as text
          </Button>
          {continueTo ? (
            <Link to={continueTo} className={buttonClass("primary")} reloadDocument>
              I have saved my codes — continue
            </Link>
          ) : (
            <Button onClick={onDone}>I have saved my codes</Button>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
