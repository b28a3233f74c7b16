import {
  Bold,
  Code,
  Heading2,
  Image as ImageIcon,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Table as TableIcon,
  type LucideIcon,
} from "lucide-react";
import { useRef, useState, type ComponentProps, type KeyboardEvent } from "react";
import { Textarea } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
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

/** An image chosen for the body (by the media picker), or null when the person cancelled. */
export type InsertImage = () => Promise<{ url: string; alt: string } | null>;

interface Action {
  id: string;
  label: string;
  icon: LucideIcon;
  /** The key pressed with Ctrl (Cmd on a Mac), where one is usual. */
  key?: "b" | "i" | "k";
  edit: (selection: Selection) => TextEdit;
}

const ACTIONS: Action[] = [
  { id: "bold", label: "Bold", icon: Bold, key: "b", edit: (s) => wrap(s, "**", "bold text") },
  { id: "italic", label: "Italic", icon: Italic, key: "i", edit: (s) => wrap(s, "_", "italic text") },
  { id: "heading", label: "Heading", icon: Heading2, edit: (s) => prefixLines(s, "## ") },
  { id: "link", label: "Link", icon: Link2, key: "k", edit: link },
  { id: "bulleted", label: "Bulleted list", icon: List, edit: (s) => prefixLines(s, "- ") },
  { id: "numbered", label: "Numbered list", icon: ListOrdered, edit: (s) => prefixLines(s, "numbered") },
  { id: "quote", label: "Quote", icon: Quote, edit: (s) => prefixLines(s, "> ") },
  { id: "table", label: "Table", icon: TableIcon, edit: table },
  { id: "image", label: "Image", icon: ImageIcon, edit: (s) => image(s) },
  { id: "code", label: "Code", icon: Code, edit: code },
];

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Puts an edit into the textarea as typing would: through the browser's own insertion, so one
 * Ctrl+Z undoes it, the change event fires as for typing, and focus stays in the text.
 */
function applyToTextarea(textarea: HTMLTextAreaElement, edit: TextEdit) {
  const expected = applyEdit(textarea.value, edit);
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  const inserted =
    edit.insert === "" ? document.execCommand("delete") : document.execCommand("insertText", false, edit.insert);
  if (!inserted || textarea.value !== expected) {
    // No execCommand (or it did something else): set the text directly; undo is the browser's then.
    textarea.value = expected;
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
  textarea.setSelectionRange(edit.selectStart, edit.selectEnd);
}

/**
 * The article body's Markdown textarea with its formatting toolbar (a WAI-ARIA toolbar: one tab
 * stop, arrow keys move between buttons). `onInsertImage` is where a media picker plugs in; without
 * one the image button inserts `![Alt text](https://)` with the address selected.
 */
export function MarkdownEditor({
  value,
  onChange,
  onInsertImage,
  textareaProps,
}: {
  value: string;
  onChange: (value: string) => void;
  onInsertImage?: InsertImage;
  /** The Field's id and aria wiring, name, rows… */
  textareaProps: Omit<ComponentProps<"textarea">, "value" | "onChange">;
}) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [focusIndex, setFocusIndex] = useState(0);
  const mod = isMac() ? "Meta" : "Control";

  const run = async (action: Action) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const selection = () => ({ value: textarea.value, start: textarea.selectionStart, end: textarea.selectionEnd });
    if (action.id === "image" && onInsertImage) {
      const at = selection();
      const chosen = await onInsertImage();
      if (!chosen) return textarea.focus();
      applyToTextarea(textarea, image({ ...at, value: textarea.value }, chosen));
      return;
    }
    applyToTextarea(textarea, action.edit(selection()));
  };

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: ACTIONS.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + ACTIONS.length) % ACTIONS.length;
    setFocusIndex(next);
    buttonRefs.current[next]?.focus();
  };

  const onTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = ACTIONS.find((a) => a.key === event.key.toLowerCase());
    if (!action) return;
    event.preventDefault();
    void run(action);
  };

  return (
    <div className="rounded-md border border-slate-300 bg-white focus-within:border-brand-600">
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={textareaProps.id}
        onKeyDown={onToolbarKeyDown}
        className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
      >
        {ACTIONS.map((action, index) => {
          const Icon = action.icon;
          const shortcut = action.key ? `${mod}+${action.key.toUpperCase()}` : undefined;
          const hint = action.key ? ` (${isMac() ? "⌘" : "Ctrl+"}${action.key.toUpperCase()})` : "";
          return (
            <button
              key={action.id}
              ref={(el) => {
                buttonRefs.current[index] = el;
              }}
              type="button"
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={action.label}
              aria-keyshortcuts={shortcut}
              title={`${action.label}${hint}`}
              // The selection stays in the textarea: a mouse press does not move focus to the button.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setFocusIndex(index)}
              onClick={() => void run(action)}
              className={cn(
                "grid h-10 w-10 cursor-pointer place-items-center rounded text-slate-700 hover:bg-white hover:text-brand-900",
                "focus-visible:outline-2 focus-visible:outline-brand-600",
              )}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
            </button>
          );
        })}
      </div>
      <Textarea
        {...textareaProps}
        ref={textareaRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onTextKeyDown}
        className={cn("rounded-t-none border-0 font-mono text-sm leading-6 shadow-none", textareaProps.className)}
      />
    </div>
  );
}
