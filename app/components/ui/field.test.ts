import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SelectField, TextareaField, TextField } from "./field.tsx";

// The field components of the one form standard (decision 0054): the label, the required mark and
// the inline error are wired to the control without a render prop in every form.
const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

describe("field components", () => {
  it("label the control, mark it required, and tie the error to it", () => {
    const out = html(
      createElement(TextField, { label: "Title", name: "title", required: true, error: "Enter a title" }),
    );
    const id = /<label for="([^"]+)"/.exec(out)?.[1];
    expect(id).toBeTruthy();
    expect(out).toContain(`id="${id}"`);
    expect(out).toContain('name="title"');
    expect(out).toMatch(/<input[^>]* required=""/);
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain(`aria-describedby="${id}-error"`);
    expect(out).toContain(`<p id="${id}-error" class="mt-1.5 text-sm text-red-700">Enter a title</p>`);
  });

  it("say nothing invalid without an error", () => {
    const out = html(createElement(TextareaField, { label: "Notes", name: "notes" }));
    expect(out).toContain("<textarea");
    expect(out).not.toContain("aria-invalid=");
    expect(out).not.toContain("required=");
  });

  it("put the options of a select inside it", () => {
    const out = html(
      createElement(SelectField, { label: "Fund", name: "fund" }, createElement("option", { value: "I" }, "Fund I")),
    );
    expect(out).toMatch(/<select[^>]*name="fund"[^>]*><option value="I">Fund I<\/option><\/select>/);
  });
});
