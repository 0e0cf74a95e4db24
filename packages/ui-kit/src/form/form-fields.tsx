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
import {
  useId,
  useState,
  type ChangeEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { readServerErrors, withoutServerError } from './server-errors';

// Chakra's gray.400 placeholder is under 4.5:1 on white (WCAG 1.4.3); gray.500 is above it. Error text
// and the required mark take the theme's fg.error (theme/system.ts), which is above it too.
export const PLACEHOLDER_COLOR = 'gray.500';

export interface BaseFieldProps {
  /** The formik field name (a key of the form's values; the server's error `path`). */
  name: string;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
}

export interface FieldState {
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
export function useFieldState(name: string, hasHelper: boolean): FieldState {
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

export interface FieldFrameProps extends Omit<BaseFieldProps, 'name'> {
  state: FieldState;
  children: ReactNode;
  /** Checkboxes and switches carry their own label. */
  hideLabel?: boolean;
}

export function FieldFrame({
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
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      {children}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{state.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** What a text-like control (input, textarea, native select) takes from its formik field. */
interface TextControl {
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
  onBlur(event: unknown): void;
  'aria-describedby': string | undefined;
}

/**
 * The field state and the control props of a text-like field: the formik value ('' for nothing),
 * a change that first clears the field's server error, and the description ids.
 */
function useTextControl(
  name: string,
  helperText: ReactNode,
): { state: FieldState; control: TextControl } {
  const [field] = useField<string | null | undefined>(name);
  const state = useFieldState(name, Boolean(helperText));
  return {
    state,
    control: {
      name: field.name,
      value: field.value ?? '',
      onChange: (event) => {
        state.clearServerError();
        field.onChange(event);
      },
      onBlur: field.onBlur,
      'aria-describedby': state.describedBy,
    },
  };
}

/** Options of the single-line text inputs (text and password). */
interface InputOptions {
  /** The input's size; the sign-in form uses 'lg'. */
  size?: 'sm' | 'md' | 'lg';
  /** The input element, e.g. to focus it. */
  inputRef?: Ref<HTMLInputElement>;
}

export interface TextFieldProps extends BaseFieldProps, InputOptions {
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
  size,
  inputRef,
  ...frame
}: TextFieldProps): ReactElement {
  const { state, control } = useTextControl(name, frame.helperText);
  return (
    <FieldFrame state={state} {...frame}>
      <Input
        ref={inputRef}
        size={size}
        {...control}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        _placeholder={{ color: PLACEHOLDER_COLOR }}
      />
    </FieldFrame>
  );
}

export interface PasswordFieldProps extends BaseFieldProps, InputOptions {
  placeholder?: string;
  /** 'new-password' on forms that set one (default), 'current-password' on sign-in. */
  autoComplete?: 'new-password' | 'current-password' | 'off';
}

/** A masked field with a show/hide toggle. */
export function PasswordField({
  name,
  placeholder,
  autoComplete = 'new-password',
  size,
  inputRef,
  ...frame
}: PasswordFieldProps): ReactElement {
  const { state, control } = useTextControl(name, frame.helperText);
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
          ref={inputRef}
          size={size}
          {...control}
          type={visible ? 'text' : 'password'}
          placeholder={placeholder}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
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
  const { state, control } = useTextControl(name, frame.helperText);
  return (
    <FieldFrame state={state} {...frame}>
      <Textarea
        {...control}
        rows={rows}
        placeholder={placeholder}
        maxLength={maxLength}
        autoresize
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
  const { state, control } = useTextControl(name, frame.helperText);
  return (
    <FieldFrame state={state} {...frame}>
      <NativeSelect.Root disabled={frame.disabled}>
        <NativeSelect.Field {...control}>
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

/**
 * The state and control props of an on/off field (switch, checkbox). A read-only one keeps its
 * value and focus (it is not disabled, so it is still read out and submitted) and says so on the
 * input itself: zag marks only the parts it draws (`data-readonly`), which assistive technology
 * does not read.
 */
function useBooleanControl(name: string, helperText: ReactNode, readOnly: boolean | undefined) {
  const [field, , helpers] = useField<boolean | null | undefined>(name);
  const state = useFieldState(name, Boolean(helperText));
  return {
    state,
    name: field.name,
    checked: Boolean(field.value),
    setChecked(checked: boolean): void {
      state.clearServerError();
      void helpers.setValue(checked);
    },
    hiddenInput: {
      'aria-describedby': state.describedBy,
      'aria-readonly': readOnly ? true : undefined,
      onBlur: field.onBlur,
    },
  };
}

export type SwitchFieldProps = BaseFieldProps;

/** A boolean as an on/off switch (e.g. isActive). */
export function SwitchField({ name, label, ...frame }: SwitchFieldProps): ReactElement {
  const control = useBooleanControl(name, frame.helperText, frame.readOnly);
  return (
    <FieldFrame state={control.state} label={label} {...frame} hideLabel>
      <Switch.Root
        name={control.name}
        checked={control.checked}
        onCheckedChange={(details) => control.setChecked(details.checked)}
        disabled={frame.disabled}
        readOnly={frame.readOnly}
        colorPalette="brand"
      >
        <Switch.HiddenInput {...control.hiddenInput} />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
    </FieldFrame>
  );
}

export type CheckboxFieldProps = BaseFieldProps;

/** A boolean as a checkbox. */
export function CheckboxField({ name, label, ...frame }: CheckboxFieldProps): ReactElement {
  const control = useBooleanControl(name, frame.helperText, frame.readOnly);
  return (
    <FieldFrame state={control.state} label={label} {...frame} hideLabel>
      <Checkbox.Root
        name={control.name}
        checked={control.checked}
        onCheckedChange={(details) => control.setChecked(details.checked === true)}
        disabled={frame.disabled}
        readOnly={frame.readOnly}
        colorPalette="brand"
      >
        <Checkbox.HiddenInput {...control.hiddenInput} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    </FieldFrame>
  );
}
