// The accreditation step's forms (decision 0065): the representation, the minimum-investment
// route's two representations, or an uploaded letter or evidence; plain POSTs (multipart for files).
import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { answer, refusal } from "./subscription-page.server.ts";

export async function accreditationAction(
  context: AppLoadContext,
  user: SessionUser,
  id: number,
  intent: string,
  form: FormData,
) {
  const service = context.services.subscriptionQuestionnaire;
  const ip = context.clientIp;
  try {
    if (intent === "accreditation-representation") {
      await service.submitAccreditation(user, ip, id, { method: "representation" });
    } else if (intent === "accreditation-minimum") {
      if (!form.has("accredited") || !form.has("notFinanced"))
        return answer(
          {
            ok: false,
            status: 400,
            error: "Tick both representations",
            fieldErrors: { notFinanced: ["Tick both representations"] },
          },
          400,
        );
      await service.submitAccreditation(user, ip, id, {
        method: "minimum_investment",
        accredited: true,
        notFinanced: true,
      });
    } else {
      const method = String(form.get("method") ?? "");
      if (method !== "letter" && method !== "income_evidence" && method !== "net_worth_evidence")
        return answer(
          { ok: false, status: 400, error: "Choose a method", fieldErrors: { method: ["Choose a method"] } },
          400,
        );
      const upload = form.get("file");
      const file =
        upload instanceof File && upload.size > 0
          ? { fileName: upload.name, bytes: Buffer.from(await upload.arrayBuffer()) }
          : undefined;
      const letterDate = String(form.get("letterDate") ?? "") || undefined;
      await service.submitAccreditation(user, ip, id, { method, letterDate, file });
    }
    return answer({ ok: true, message: "Submitted: the firm will review it." });
  } catch (error) {
    return refusal(error);
  }
}
