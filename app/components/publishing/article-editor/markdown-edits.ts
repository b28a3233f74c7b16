/**
 * The Markdown toolbar's edits as pure functions of the text and its selection: each says which
 * range to replace, with what, and what to select afterwards (so the person can type over a
 * placeholder at once). The toolbar applies them as one undoable insertion.
 */
export interface Selection {
  value: string;
  start: number;
  end: number;
}

export interface TextEdit {
  /** Replace value[from, to) with `insert`. */
  from: number;
  to: number;
  insert: string;
  /** The selection afterwards, in the new text. */
  selectStart: number;
  selectEnd: number;
}

/** `marker`text`marker`: the selection wrapped, or a placeholder selected for typing over. */
export function wrap({ value, start, end }: Selection, marker: string, placeholder: string): TextEdit {
  const selected = value.slice(start, end);
  // Already wrapped: unwrap (so pressing Ctrl+B twice gives back the plain text).
  if (
    selected.length > 0 &&
    value.slice(start - marker.length, start) === marker &&
    value.slice(end, end + marker.length) === marker
  ) {
    return {
      from: start - marker.length,
      to: end + marker.length,
      insert: selected,
      selectStart: start - marker.length,
      selectEnd: end - marker.length,
    };
  }
  // Spaces around the selection stay outside the markers (`** bold**` is not bold).
  const inner = selected.trim() || placeholder;
  const lead = selected.length - selected.trimStart().length;
  const trail = selected.trim() ? selected.length - selected.trimEnd().length : 0;
  const insert = `${selected.slice(0, lead)}${marker}${inner}${marker}${selected.slice(selected.length - trail)}`;
  const innerStart = start + lead + marker.length;
  return { from: start, to: end, insert, selectStart: innerStart, selectEnd: innerStart + inner.length };
}

/** The whole lines the selection touches: [start of the first, end of the last]. */
function lineRange({ value, start, end }: Selection) {
  const from = value.lastIndexOf("\n", start - 1) + 1;
  const newline = value.indexOf("\n", end > start && value[end - 1] === "\n" ? end - 1 : end);
  return { from, to: newline === -1 ? value.length : newline };
}

/**
 * Each selected line given a prefix ("## ", "- ", "> ", or "1. ", "2. ", … when `numbered`);
 * lines that already have it lose it instead, so the button toggles.
 */
export function prefixLines(selection: Selection, prefix: string | "numbered"): TextEdit {
  const { from, to } = lineRange(selection);
  const lines = selection.value.slice(from, to).split("\n");
  const pattern = prefix === "numbered" ? /^\d+\.\s/ : new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
  const all = lines.every((line) => pattern.test(line));
  const next = all
    ? lines.map((line) => line.replace(pattern, ""))
    : lines.map((line, i) => {
        // A heading replaces another heading level instead of stacking on it.
        const bare = prefix.startsWith("#") ? line.replace(/^#{1,6}\s/, "") : line;
        return `${prefix === "numbered" ? `${i + 1}. ` : prefix}${bare}`;
      });
  const insert = next.join("\n");
  // One line with nothing selected: the caret goes to the end of the line, ready to type.
  const caretOnly = selection.start === selection.end && lines.length === 1;
  return {
    from,
    to,
    insert,
    selectStart: caretOnly ? from + insert.length : from,
    selectEnd: from + insert.length,
  };
}

const URL_LIKE = /^(https?:\/\/|mailto:|\/)\S*$/;

/** [text](url): a selected address becomes the link's target, other text its words. */
export function link({ value, start, end }: Selection): TextEdit {
  const selected = value.slice(start, end).trim();
  if (URL_LIKE.test(selected)) {
    const insert = `[link text](${selected})`;
    return { from: start, to: end, insert, selectStart: start + 1, selectEnd: start + 10 };
  }
  const words = selected || "link text";
  const insert = `[${words}](https://)`;
  const urlStart = start + words.length + 3;
  return { from: start, to: end, insert, selectStart: urlStart, selectEnd: urlStart + "https://".length };
}

/** A block starts on its own line, after a blank line: Markdown needs that for tables and fences. */
function blockAround({ value, start }: Selection) {
  const before = value.slice(0, start);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  return lead;
}

/** A two-column table to fill in, its first header cell selected. */
export function table(selection: Selection): TextEdit {
  const lead = blockAround(selection);
  const insert = `${lead}| Column 1 | Column 2 |\n| --- | --- |\n| Cell | Cell |\n`;
  const cell = selection.start + lead.length + 2;
  return { from: selection.start, to: selection.end, insert, selectStart: cell, selectEnd: cell + "Column 1".length };
}

/** Inline `code`, or a fenced block when the selection spans lines. */
export function code(selection: Selection): TextEdit {
  const selected = selection.value.slice(selection.start, selection.end);
  if (!selected.includes("\n")) return wrap(selection, "`", "code");
  const lead = blockAround(selection);
  const body = selected.replace(/\n$/, "");
  const insert = `${lead}\`\`\`\n${body}\n\`\`\`\n`;
  const bodyStart = selection.start + lead.length + 4;
  return {
    from: selection.start,
    to: selection.end,
    insert,
    selectStart: bodyStart,
    selectEnd: bodyStart + body.length,
  };
}

/** ![alt](url): a chosen image as it is, or a placeholder with the address selected. */
export function image(selection: Selection, chosen?: { url: string; alt: string } | null): TextEdit {
  const alt = (chosen?.alt ?? (selection.value.slice(selection.start, selection.end).trim() || "Alt text")).replace(
    /[[\]]/g,
    "",
  );
  const url = chosen?.url ?? "https://";
  const insert = `![${alt}](${url})`;
  const urlStart = selection.start + alt.length + 4;
  return chosen
    ? {
        from: selection.start,
        to: selection.end,
        insert,
        selectStart: selection.start + insert.length,
        selectEnd: selection.start + insert.length,
      }
    : { from: selection.start, to: selection.end, insert, selectStart: urlStart, selectEnd: urlStart + url.length };
}

/** Applies an edit to a string (what the textarea does; used by tests and the fallback). */
export function applyEdit(value: string, edit: TextEdit) {
  return value.slice(0, edit.from) + edit.insert + value.slice(edit.to);
}
