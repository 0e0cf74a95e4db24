import { Button, Field, HStack, NativeSelect } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link } from 'react-router-dom';

export interface PrintBarProps {
  /** The bar's class, which the page's print CSS hides on paper. */
  className: string;
  backTo: string;
  backLabel: string;
  layout: string;
  layouts: readonly { value: string; label: string }[];
  onLayout(layout: string): void;
  /** The layout select's minimum width (a Chakra size such as '40'). */
  layoutMinW?: string;
  printDisabled: boolean;
  /**
   * The Print button's icon, from the page: an icon new to ui-kit would join the shell's shared
   * react-icons chunk, which the sign-in page loads (its budget is in e2e/tests/bundle-size.spec.ts).
   */
  printIcon: ReactNode;
  /** The page's own options between the layout and Print (a checkbox, a count). */
  children?: ReactNode;
}

/** The sticky options bar of a print page (voucher cards, receipts): back, layout, the page's own options, Print. */
export function PrintBar({
  className,
  backTo,
  backLabel,
  layout,
  layouts,
  onLayout,
  layoutMinW = '40',
  printDisabled,
  printIcon,
  children,
}: PrintBarProps): ReactElement {
  return (
    <HStack
      className={className}
      as="nav"
      aria-label="Print options"
      position="sticky"
      top="0"
      zIndex="1"
      bg="bg"
      borderBottomWidth="1px"
      px={{ base: '3', md: '6' }}
      py="3"
      gap={{ base: '2', md: '4' }}
      wrap="wrap"
      align="end"
    >
      <Button asChild variant="ghost" size="sm">
        <Link to={backTo}>
          <LuArrowLeft aria-hidden />
          {backLabel}
        </Link>
      </Button>
      <Field.Root w="auto" minW={layoutMinW}>
        <Field.Label>Layout</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={layout}
            onChange={(event) => onLayout(event.currentTarget.value)}
          >
            {layouts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {children}
      <Button
        colorPalette="brand"
        size="sm"
        ms="auto"
        onClick={() => window.print()}
        disabled={printDisabled}
      >
        {printIcon}
        Print
      </Button>
    </HStack>
  );
}
