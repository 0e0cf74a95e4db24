import { Box, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';

export interface ChartStateProps {
  /** What the chart shows: its label and the start of its text alternative. */
  title: string;
  /** Drawing height in px (default 200). */
  height?: number;
  /** Data is on its way: a skeleton of the chart's size. */
  loading?: boolean;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText?: ReactNode;
  /** The values are old (a router offline now): the chart is greyed. */
  muted?: boolean;
}

export const DEFAULT_CHART_HEIGHT = 200;

/** The width of `element`, kept current with a ResizeObserver (0 until measured). */
export function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      setWidth((current) => (current === next ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export interface LegendEntry {
  label: string;
  color: string;
  value: string;
}

/** The chart's own legend: a swatch, the series and its value (the hovered point's, else the last). */
export function ChartLegend({ entries }: { entries: readonly LegendEntry[] }): ReactElement {
  return (
    <HStack gap="4" wrap="wrap" textStyle="xs" aria-hidden="true" minH="5">
      {entries.map((entry) => (
        <HStack key={entry.label} gap="1.5">
          <Box w="2.5" h="2.5" rounded="full" bg={entry.color} flexShrink="0" />
          <Text color="fg.muted">{entry.label}</Text>
          <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
            {entry.value}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}

/**
 * The states every chart shares: loading, empty, and the drawing with its text alternative (a
 * summary as the drawing's label, the numbers in a visually hidden table for screen readers).
 */
export function ChartFrame({
  title,
  height = DEFAULT_CHART_HEIGHT,
  loading,
  empty,
  emptyText,
  muted,
  summary,
  table,
  legend,
  children,
}: ChartStateProps & {
  empty: boolean;
  summary: string;
  table: ReactNode;
  legend: ReactNode;
  children: ReactNode;
}): ReactElement {
  if (loading) {
    return (
      <Skeleton
        height={`${height}px`}
        rounded="md"
        aria-busy="true"
        aria-label={`${title}: loading`}
        role="status"
      />
    );
  }
  if (empty) {
    return (
      <Stack
        height={`${height}px`}
        align="center"
        justify="center"
        borderWidth="1px"
        borderStyle="dashed"
        rounded="md"
        px="4"
        role="status"
        aria-label={title}
      >
        <Text color="fg.muted" textStyle="sm" textAlign="center">
          {emptyText ?? 'No data yet'}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="1" minW="0" data-muted={muted ? 'true' : undefined}>
      {/* The legend keeps its contrast (its text must stay readable); the drawing is greyed. */}
      {legend}
      <Box
        role="img"
        aria-label={`${title}: ${summary}`}
        minW="0"
        height={`${height}px`}
        opacity={muted ? 0.45 : 1}
        filter={muted ? 'grayscale(1)' : undefined}
      >
        {children}
      </Box>
      <VisuallyHidden>{table}</VisuallyHidden>
    </Stack>
  );
}
