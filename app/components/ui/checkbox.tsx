/** A labelled checkbox with a 44 px tall hit area. */
export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        className="h-5 w-5 rounded border-slate-400 accent-brand-800"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
