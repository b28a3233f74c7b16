/**
 * Keeps what a person typed, ticked or chose before React hydrated the page (decision 0048).
 *
 * The server's HTML is usable before the JavaScript runs: a person can type into a form at once.
 * React hydrates a controlled field without touching the text in it, but its state still holds
 * the server's value, and the field's first re-render after hydration (any re-render: React Router
 * re-renders the whole page a moment later) writes that state back, so the text vanishes. React
 * can replay such changes itself, but only behind a flag its releases leave off.
 *
 * So when the hydration commits, each field whose value is not the one the server sent is
 * announced to React as an edit, with the event React listens to for that kind of field: the
 * form's own change handler stores it, exactly as if it had been typed a moment later (a title
 * still fills the slug, a field's error still clears). Uncontrolled fields keep their text anyway;
 * the announcement only tells their form.
 *
 * Call it from the outermost layout effect of the hydration commit. The values are read there,
 * before anything can re-render; they are announced a microtask later, once the commit is over,
 * because React applies state set by a change handler only outside a commit (inside one, it puts
 * the field back to the old state before the new one is rendered). A field that a re-render of the
 * commit itself reset in between gets the person's value back first.
 */
export function replayEarlyInput(root: ParentNode = document): void {
  const early: Array<[Field, Key, Value]> = [];
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    const key = keyOf(field);
    const value = field[key as "value"];
    // Of a radio group only the newly chosen button is announced, as a click on it would be.
    const unchosenRadio = field.type === "radio" && !value;
    if (key && value !== serverState(field, key) && !unchosenRadio) early.push([field, key, value]);
  }
  if (early.length > 0)
    queueMicrotask(() => {
      for (const [field, key, value] of early) {
        // React reports a change only when the field differs from the state it last saw: show it
        // the server's state first (through the setter React puts on the field), then the
        // person's (through the element's own setter, which React does not see), then the event.
        set(field, key, serverState(field, key));
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)?.set?.call(field, value);
        // What React listens to: a box's click (a plain Event, not a MouseEvent, so the box is not
        // toggled again), a select's change, a text's input.
        field.dispatchEvent(new Event(EVENTS[key], { bubbles: true }));
      }
    });
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Key = "checked" | "selectedIndex" | "value";
type Value = string | number | boolean;
const EVENTS = { checked: "click", selectedIndex: "change", value: "input" } as const;

/** The property that holds what the person did to the field; none for a field not typed into. */
function keyOf(field: Field): Key | null {
  if (field instanceof HTMLSelectElement) return "selectedIndex";
  if (field.type === "checkbox" || field.type === "radio") return "checked";
  return /^(hidden|file|submit|reset|button|image)$/.test(field.type) ? null : "value";
}

/** The field's state as the server's HTML set it. */
function serverState(field: Field, key: Key): Value {
  if (field instanceof HTMLSelectElement)
    return Math.max(
      0,
      [...field.options].findIndex((o) => o.defaultSelected),
    );
  return key === "checked" ? (field as HTMLInputElement).defaultChecked : field.defaultValue;
}

function set(field: Field, key: Key, value: Value) {
  (field as unknown as Record<Key, Value>)[key] = value;
}
