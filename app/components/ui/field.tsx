import type { ComponentProps, ReactNode } from "react";
import { useId } from "react";
import { cn } from "#app/lib/cn.ts";

const control =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-500 " +
  "focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-invalid:border-red-700";

export const Input = ({ className, ...props }: ComponentProps<"input">) => (
  <input className={cn(control, className)} {...props} />
);
export const Textarea = ({ className, ...props }: ComponentProps<"textarea">) => (
  <textarea className={cn(control, className)} {...props} />
);
export const NativeSelect = ({ className, ...props }: ComponentProps<"select">) => (
  <select className={cn(control, "appearance-auto", className)} {...props} />
);

/**
 * A labelled form control with its inline error. The control gets its id, aria-invalid and
 * aria-describedby wired, so screen readers announce the error with the field.
 */
export function Field({
  label,
  required,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({ id, ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}) })}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldLabel = { label: string; required?: boolean; error?: string };

/** A labelled text input with its inline error: a Field and its Input, without the render prop. */
export function TextField({ label, required, error, ...input }: FieldLabel & ComponentProps<"input">) {
  return (
    <Field label={label} required={required} error={error}>
      {(props) => <Input {...props} required={required} {...input} />}
    </Field>
  );
}

/** A labelled textarea with its inline error. */
export function TextareaField({ label, required, error, ...textarea }: FieldLabel & ComponentProps<"textarea">) {
  return (
    <Field label={label} required={required} error={error}>
      {(props) => <Textarea {...props} required={required} {...textarea} />}
    </Field>
  );
}

/** A labelled select with its inline error; its options are the children. */
export function SelectField({ label, required, error, children, ...select }: FieldLabel & ComponentProps<"select">) {
  return (
    <Field label={label} required={required} error={error}>
      {(props) => (
        <NativeSelect {...props} required={required} {...select}>
          {children}
        </NativeSelect>
      )}
    </Field>
  );
}
