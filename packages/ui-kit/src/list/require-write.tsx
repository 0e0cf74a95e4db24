import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useCanWrite } from 'ui-kit/common';

export interface RequireWriteProps {
  children: ReactNode;
  /** Shown to read-only users instead; nothing by default (docs/rules/roles.md#screens: Add and Import are hidden). */
  fallback?: ReactNode;
}

/** Renders its children for admins only. */
export function RequireWrite({ children, fallback = null }: RequireWriteProps): ReactElement {
  return <>{useCanWrite() ? children : fallback}</>;
}

export interface AddButtonProps extends Omit<ButtonProps, 'asChild' | 'children'> {
  /** Where the form lives, relative to the list (e.g. 'create'). */
  to: string;
  label?: string;
}

/** The list's Add button: a link to the create form, hidden for read-only users. */
export function AddButton({ to, label = 'Add', ...rest }: AddButtonProps): ReactElement {
  return (
    <RequireWrite>
      <Button asChild colorPalette="brand" size="sm" {...rest}>
        <RouterLink to={to}>
          <LuPlus aria-hidden />
          {label}
        </RouterLink>
      </Button>
    </RequireWrite>
  );
}
