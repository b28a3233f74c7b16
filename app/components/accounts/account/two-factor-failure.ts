import { useToast } from "#app/components/ui/toaster.tsx";

/** Say a failed call: field errors inline (returned), anything else in a toast. */
export function useFailure() {
  const toast = useToast();
  return (error: unknown, fromServer: (error: unknown) => string | null) => {
    const rest = fromServer(error);
    if (rest) toast({ title: "That did not work", description: rest, variant: "destructive" });
  };
}
