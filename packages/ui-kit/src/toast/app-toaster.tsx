import { Box, Flex, IconButton, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type PointerEvent, type ReactElement } from 'react';
import { LuCircleCheck, LuCircleX, LuInfo, LuTriangleAlert, LuX } from 'react-icons/lu';
// Through the shared `ui-kit/toast` entry, never react-hot-toast directly: the toast store must be the
// one the public pages' BasicToaster and every notify() call use (one store per page).
import {
  TOAST_GAP_PX,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_VIEWPORT_MARGIN_PX,
  TOAST_WIDTH_PX,
  TOASTER_OPTIONS,
  forgetToastKinds,
  isSwipeDismiss,
  notify,
  resolveValue,
  toastKindOf,
  useToaster,
  type Toast,
  type ToastKind,
} from 'ui-kit/toast';

const KIND_STYLE: Record<ToastKind, { accent: string }> = {
  success: { accent: 'green.500' },
  info: { accent: 'brand.500' },
  warning: { accent: 'orange.500' },
  error: { accent: 'red.500' },
  loading: { accent: 'gray.400' },
};

function KindIcon({ kind }: { kind: ToastKind }): ReactElement {
  switch (kind) {
    case 'success':
      return <LuCircleCheck aria-hidden />;
    case 'warning':
      return <LuTriangleAlert aria-hidden />;
    case 'error':
      return <LuCircleX aria-hidden />;
    case 'loading':
      return <Spinner size="xs" aria-hidden />;
    default:
      return <LuInfo aria-hidden />;
  }
}

const TOAST_TRANSITION = `transform ${TOAST_REMOVE_DELAY_MS}ms ease, opacity ${TOAST_REMOVE_DELAY_MS}ms ease`;

interface ToastCardProps {
  item: Toast;
  onPause(): void;
  onResume(): void;
}

function ToastCard({ item, onPause, onResume }: ToastCardProps): ReactElement {
  const kind = toastKindOf(item);
  const [entered, setEntered] = useState(false);
  const [offsetX, setOffsetX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);

  useEffect(() => {
    // One frame at the start position, so that the entry is a transition rather than a jump.
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
    onPause();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setOffsetX(event.clientX - current.startX);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>): void => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    const deltaX = event.clientX - current.startX;
    onResume();
    if (isSwipeDismiss(deltaX)) {
      setOffsetX(deltaX);
      notify.dismiss(item.id);
    } else {
      setOffsetX(0);
    }
  };

  const leaving = !item.visible;
  const swipedAway = leaving && offsetX !== 0;
  const translateX = swipedAway ? `${Math.sign(offsetX) * 110}%` : `${offsetX}px`;
  const translateY = entered ? '0' : '8px';
  const opacity = !entered || leaving ? 0 : 1;

  return (
    <Flex
      {...item.ariaProps}
      aria-atomic="true"
      data-toast-id={item.id}
      data-toast-kind={kind}
      data-state={leaving ? 'closed' : 'open'}
      align="start"
      gap="3"
      w="full"
      px="4"
      py="3"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderLeftWidth="4px"
      borderLeftColor={KIND_STYLE[kind].accent}
      rounded="md"
      shadow="lg"
      pointerEvents="auto"
      touchAction="pan-y"
      userSelect={dragging ? 'none' : undefined}
      transition={dragging ? 'none' : TOAST_TRANSITION}
      _motionReduce={{ transition: dragging ? 'none' : `opacity ${TOAST_REMOVE_DELAY_MS}ms ease` }}
      style={{ transform: `translate(${translateX}, ${translateY})`, opacity }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <Box
        as="span"
        flexShrink={0}
        mt="0.5"
        fontSize="lg"
        lineHeight="1"
        color={KIND_STYLE[kind].accent}
      >
        <KindIcon kind={kind} />
      </Box>
      <Text flex="1" textStyle="sm" wordBreak="break-word">
        {resolveValue(item.message, item)}
      </Text>
      {kind === 'loading' ? null : (
        <IconButton
          aria-label="Dismiss notification"
          size="2xs"
          variant="ghost"
          colorPalette="gray"
          onClick={() => notify.dismiss(item.id)}
        >
          <LuX />
        </IconButton>
      )}
    </Flex>
  );
}

/**
 * The console's toast viewport (docs/rules/README.md#toasts): newest first, at most three at once, 356 px wide,
 * 14 px apart, bottom right. Hovering pauses every timer; a horizontal swipe dismisses one.
 */
export function AppToaster(): ReactElement {
  const { toasts, handlers } = useToaster(TOASTER_OPTIONS);
  const { startPause, endPause } = handlers;
  const shownIds = useRef(new Set<string>());

  const open = toasts.filter((t) => t.visible).slice(0, TOAST_LIMIT);
  for (const t of open) shownIds.current.add(t.id);
  // A dismissed toast stays for its removal animation, but only if it was on screen.
  const rendered = toasts.filter(
    (t) => open.includes(t) || (!t.visible && shownIds.current.has(t.id)),
  );

  useEffect(() => {
    const live = new Set(toasts.map((t) => t.id));
    for (const id of shownIds.current) if (!live.has(id)) shownIds.current.delete(id);
    forgetToastKinds(live);
  }, [toasts]);

  return (
    <Flex
      as="section"
      aria-label="Notifications"
      position="fixed"
      zIndex="toast"
      bottom={`${TOAST_VIEWPORT_MARGIN_PX}px`}
      right={`${TOAST_VIEWPORT_MARGIN_PX}px`}
      w={`min(${TOAST_WIDTH_PX}px, calc(100vw - ${TOAST_VIEWPORT_MARGIN_PX * 2}px))`}
      direction="column-reverse"
      gap={`${TOAST_GAP_PX}px`}
      pointerEvents="none"
      onMouseEnter={startPause}
      onMouseLeave={endPause}
    >
      {rendered.map((item) => (
        <ToastCard key={item.id} item={item} onPause={startPause} onResume={endPause} />
      ))}
    </Flex>
  );
}
