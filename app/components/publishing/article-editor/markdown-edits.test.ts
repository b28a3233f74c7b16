import { describe, expect, it } from "vitest";
import {
  applyEdit,
  code,
  image,
  link,
  prefixLines,
  table,
  wrap,
  type Selection,
  type TextEdit,
} from "./markdown-edits";

/** "a[b]c": the text with the selection in brackets, after the edit. */
function after(selection: Selection, edit: TextEdit) {
  const value = applyEdit(selection.value, edit);
  return `${value.slice(0, edit.selectStart)}[${value.slice(edit.selectStart, edit.selectEnd)}]${value.slice(edit.selectEnd)}`;
}
/** A selection written as "a[b]c". */
function sel(marked: string): Selection {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  return { value: marked.replace("[", "").replace("]", ""), start, end };
}
const run = (marked: string, edit: (s: Selection) => TextEdit) => after(sel(marked), edit(sel(marked)));

describe("the Markdown toolbar's edits", () => {
  it("wraps the selection, keeps its spaces outside, and unwraps on a second press", () => {
    expect(run("say [hello] now", (s) => wrap(s, "**", "bold text"))).toBe("say **[hello]** now");
    expect(run("say[ hello ]now", (s) => wrap(s, "**", "bold text"))).toBe("say **[hello]** now");
    expect(run("say [] now", (s) => wrap(s, "_", "italic text"))).toBe("say _[italic text]_ now");
    expect(run("say **[hello]** now", (s) => wrap(s, "**", "bold text"))).toBe("say [hello] now");
  });

  it("prefixes every selected line, numbers a list, replaces a heading level, and toggles off", () => {
    expect(run("[one\ntwo]", (s) => prefixLines(s, "- "))).toBe("[- one\n- two]");
    expect(run("o[ne\ntw]o\nthree", (s) => prefixLines(s, "numbered"))).toBe("[1. one\n2. two]\nthree");
    expect(run("### Ti[]tle", (s) => prefixLines(s, "## "))).toBe("## Title[]");
    expect(run("[> a\n> b]", (s) => prefixLines(s, "> "))).toBe("[a\nb]");
    expect(run("text\n[]", (s) => prefixLines(s, "## "))).toBe("text\n## []");
  });

  it("links words with the address selected, or a selected address with the words selected", () => {
    expect(run("see [our data]", link)).toBe("see [our data]([https://])");
    expect(run("see [https://example.com]", link)).toBe("see [[link text]](https://example.com)");
    expect(run("[]", link)).toBe("[link text]([https://])");
  });

  it("puts a table and a code block on lines of their own", () => {
    expect(run("Intro[]", table)).toBe("Intro\n\n| [Column 1] | Column 2 |\n| --- | --- |\n| Cell | Cell |\n");
    expect(run("[]", table)).toBe("| [Column 1] | Column 2 |\n| --- | --- |\n| Cell | Cell |\n");
    expect(run("run [npm test]", code)).toBe("run `[npm test]`");
    expect(run("Intro\n[a\nb]", code)).toBe("Intro\n\n```\n[a\nb]\n```\n");
  });

  it("inserts an image with its address selected, or the one a picker chose", () => {
    expect(run("[]", (s) => image(s))).toBe("![Alt text]([https://])");
    expect(run("[]", (s) => image(s, { url: "/media/a.png", alt: "A [chart]" }))).toBe("![A chart](/media/a.png)[]");
  });
});
