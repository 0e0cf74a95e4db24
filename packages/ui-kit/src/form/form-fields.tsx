import {
  Checkbox,
  Field,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Switch,
  Textarea,
} from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { useId, useState, type ChangeEvent, type ReactElement, type ReactNode } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { readServerErrors, withoutServerError } from './server-errors';

// The theme's red.500 and gray.400 are under 4.5:1 on white (WCAG 1.4.3); these are above it.
const ERROR_COLOR = 'red.600';
const PLACEHOLDER_COLOR = 'gray.500';

export interface BaseFieldProps {
  /** The formik field name (a key of the form's values; the server's error `path`). */
  name: string;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
}

interface FieldState {
  id: string;
  helperId: string;
  errorId: string;
  /** The message to show now, or undefined. */
  error: string | undefined;
  describedBy: string | undefined;
  /** Clears this field's server error: the user is changing what the server refused. */
  clearServerError(): void;
}

/**
 * The label/helper/error wiring every field shares. An error shows once the field was touched or
 * the form submitted: a client rule (yup) first, else the server's message for this field.
 * Field.Root links the error with aria-errormessage only, which several screen readers ignore, so
 * the error and helper are also named in aria-describedby.
 */
function useFieldState(name: string, hasHelper: boolean): FieldState {
  const [, meta] = useField(name);
  const { submitCount, status, setStatus } = useFormikContext<unknown>();
  const id = useId();
  const serverError = readServerErrors(status)[name];
  const shown = meta.touched || submitCount > 0;
  const error = shown
    ? ((typeof meta.error === 'string' ? meta.error : undefined) ?? serverError)
    : undefined;
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const describedBy = [hasHelper ? helperId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    helperId,
    errorId,
    error,
    describedBy: describedBy || undefined,
    clearServerError: () => {
      if (serverError !== undefined) setStatus(withoutServerError(status, name));
    },
  };
}

interface FieldFrameProps extends Omit<BaseFieldProps, 'name'> {
  state: FieldState;
  children: ReactNode;
  /** Checkboxes and switches carry their own label. */
  hideLabel?: boolean;
}

function FieldFrame({
  state,
  label,
  required,
  helperText,
  disabled,
  readOnly,
  hideLabel,
  children,
}: FieldFrameProps): ReactElement {
  return (
    <Field.Root
      id={state.id}
      invalid={state.error !== undefined}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      ids={{ helperText: state.helperId, errorText: state.errorId }}
    >
      {hideLabel ? null : (
        <Field.Label>
          {label}
          <Field.RequiredIndicator color={ERROR_COLOR} />
        </Field.Label>
      )}
      {children}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText color={ERROR_COLOR}>{state.error}</Field.ErrorText>
    </Field.Root>
  );
}

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'url' | 'tel' | 'search';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'url' | 'tel' | 'numeric' | 'decimal' | 'search';
  maxLength?: number;
}

export function TextField({
  name,
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  ...frame
}: TextFieldProps): ReactElement {
  const [field] = useField<string | null | undefined>(name);
  const state = useFieldState(name, Boolean(frame.helperText));
  return (
    <FieldFrame state={state} {...frame}>
      <Input
        {...field}
        value={field.value ?? ''}
        onChange={(event) => {
          state.clearServerError();
          field.onChange(event);
        }}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-describedby={state.describedBy}
        _placeholder={{ color: PLACEHOLDER_COLOR }}
      />
    </FieldFrame>
  );
}

export interface PasswordFieldProps extends BaseFieldProps {
  placeholder?: string;
  /** 'new-password' on forms that set one (default), 'current-password' on sign-in. */
  autoComplete?: 'new-password' | 'current-password' | 'off';
}

/** A masked field with a show/hide toggle. */
export function PasswordField({
  name,
  placeholder,
  autoComplete = 'new-password',
  ...frame
}: PasswordFieldProps): ReactElement {
  const [field] = useField<string | null | undefined>(name);
  const state = useFieldState(name, Boolean(frame.helperText));
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame state={state} {...frame}>
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="sm"
            me="-2"
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            disabled={frame.disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <LuEyeOff /> : <LuEye />}
          </IconButton>
        }
      >
        <Input
          {...field}
          value={field.value ?? ''}
          onChange={(event) => {
            state.clearServerError();
            field.onChange(event);
          }}
          type={visible ? 'text' : 'password'}
          placeholder={placeholder}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-describedby={state.describedBy}
          _placeholder={{ color: PLACEHOLDER_COLOR }}
        />
      </InputGroup>
    </FieldFrame>
  );
}

export interface TextareaFieldProps extends BaseFieldProps {
  placeholder?: string;
  rows?: number;
  maxLength?: number;
}

export function TextareaField({
  name,
  placeholder,
  rows = 4,
  maxLength,
  ...frame
}: TextareaFieldProps): ReactElement {
  const [field] = useField<string | null | undefined>(name);
  const state = useFieldState(name, Boolean(frame.helperText));
  return (
    <FieldFrame state={state} {...frame}>
      <Textarea
        {...field}
        value={field.value ?? ''}
        onChange={(event) => {
          state.clearServerError();
          field.onChange(event);
        }}
        rows={rows}
        placeholder={placeholder}
        maxLength={maxLength}
        autoresize
        aria-describedby={state.describedBy}
        _placeholder={{ color: PLACEHOLDER_COLOR }}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends BaseFieldProps {
  options: readonly SelectOption[];
  /** An empty first choice (e.g. 'Choose…'); without it the first option is preselected by the value. */
  placeholder?: string;
}

export function SelectField({
  name,
  options,
  placeholder,
  ...frame
}: SelectFieldProps): ReactElement {
  const [field] = useField<string | null | undefined>(name);
  const state = useFieldState(name, Boolean(frame.helperText));
  return (
    <FieldFrame state={state} {...frame}>
      <NativeSelect.Root disabled={frame.disabled}>
        <NativeSelect.Field
          {...field}
          value={field.value ?? ''}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            state.clearServerError();
            field.onChange(event);
          }}
          aria-describedby={state.describedBy}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

export interface NumberFieldProps extends BaseFieldProps {
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
}

/** A number input whose formik value is a number, or '' while empty (yup reports it as required). */
export function NumberField({
  name,
  min,
  max,
  step,
  placeholder,
  ...frame
}: NumberFieldProps): ReactElement {
  const [field, , helpers] = useField<number | '' | null | undefined>(name);
  const state = useFieldState(name, Boolean(frame.helperText));
  return (
    <FieldFrame state={state} {...frame}>
      <Input
        name={field.name}
        onBlur={field.onBlur}
        value={field.value ?? ''}
        onChange={(event) => {
          state.clearServerError();
          const text = event.currentTarget.value;
          const number = Number(text);
          void helpers.setValue(text === '' || !Number.isFinite(number) ? '' : number);
        }}
        type="number"
        inputMode={step !== undefined && !Number.isInteger(step) ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={step}
        placeholder={placeholder}
        aria-describedby={state.describedBy}
        _placeholder={{ color: PLACEHOLDER_COLOR }}
      />
    </FieldFrame>
  );
}

export type SwitchFieldProps = BaseFieldProps;

/** A boolean as an on/off switch (e.g. isActive). */
export function SwitchField({ name, label, ...frame }: SwitchFieldProps): ReactElement {
  const [field, , helpers] = useField<boolean | null | undefined>(name);
  const state = useFieldState(name, Boolean(frame.helperText));
  return (
    <FieldFrame state={state} label={label} {...frame} hideLabel>
      <Switch.Root
        name={field.name}
        checked={Boolean(field.value)}
        onCheckedChange={(details) => {
          state.clearServerError();
          void helpers.setValue(details.checked);
        }}
        disabled={frame.disabled}
        readOnly={frame.readOnly}
        colorPalette="brand"
      >
        <Switch.HiddenInput aria-describedby={state.describedBy} onBlur={field.onBlur} />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
    </FieldFrame>
  );
}

export type CheckboxFieldProps = BaseFieldProps;

/** A boolean as a checkbox. */
export function CheckboxField({ name, label, ...frame }: CheckboxFieldProps): ReactElement {
  const [field, , helpers] = useField<boolean | null | undefined>(name);
  const state = useFieldState(name, Boolean(frame.helperText));
  return (
    <FieldFrame state={state} label={label} {...frame} hideLabel>
      <Checkbox.Root
        name={field.name}
        checked={Boolean(field.value)}
        onCheckedChange={(details) => {
          state.clearServerError();
          void helpers.setValue(details.checked === true);
        }}
        disabled={frame.disabled}
        readOnly={frame.readOnly}
        colorPalette="brand"
      >
        <Checkbox.HiddenInput aria-describedby={state.describedBy} onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    </FieldFrame>
  );
}
