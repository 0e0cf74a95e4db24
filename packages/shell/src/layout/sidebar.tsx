import {
  Box,
  Button,
  Drawer,
  Flex,
  IconButton,
  Portal,
  Stack,
  Text,
  Tooltip,
} from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import type { IconType } from 'react-icons';
import {
  LuChevronsLeft,
  LuChevronsRight,
  LuLayoutDashboard,
  LuLogOut,
  LuNewspaper,
  LuRouter,
  LuScrollText,
  LuUsers,
  LuWallet,
  LuX,
} from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useRole, useSessionStore } from 'shared-auth';
import { useRemoteLoader } from '../federation/remote-loader';
import { SIDEBAR_ENTRIES, type SidebarIcon } from '../routes/route-table';
import { isActive } from './is-active';
import { displayName } from './profile';
import { SIDEBAR_DRAWER_ID, useSidebarStore } from './sidebar-store';
import { useIsMobile } from './use-is-mobile';
import { useSignOut } from './use-sign-out';

/** docs/rules/README.md#console-layout: 16 units collapsed, 64 units expanded (Chakra units: 4rem and 16rem). */
export const SIDEBAR_WIDTH = { collapsed: '16', expanded: '64' } as const;

/** The drawing of each sidebar icon the route table names. */
const SIDEBAR_ICONS: Record<SidebarIcon, IconType> = {
  dashboard: LuLayoutDashboard,
  users: LuUsers,
  routers: LuRouter,
  billing: LuWallet,
  cms: LuNewspaper,
  audit: LuScrollText,
};

/** Icons-only mode shows the label as a tooltip, so the entry still says what it is. */
function WithTooltip({
  label,
  show,
  children,
}: {
  label: string;
  show: boolean;
  children: ReactElement;
}): ReactElement {
  if (!show) return children;
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={200}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

interface SidebarContentProps {
  collapsed: boolean;
  /** Choosing an entry (or logging out) closes the mobile drawer. */
  onNavigate?: () => void;
  headerAction?: ReactNode;
}

function SidebarContent({
  collapsed,
  onNavigate,
  headerAction,
}: SidebarContentProps): ReactElement {
  const { pathname } = useLocation();
  const loader = useRemoteLoader();
  const user = useSessionStore((state) => state.user);
  const { signOut, isSigningOut } = useSignOut();
  const { isAdmin } = useRole();
  const name = displayName(user);
  const entries = SIDEBAR_ENTRIES.filter((entry) => isAdmin || !entry.adminOnly);

  return (
    <Flex direction="column" h="full" gap="4" py="4" px={collapsed ? '2' : '3'}>
      {/* Title, user and entry labels start on one line: the entries' icons (their own px 3). */}
      <Flex
        align="center"
        justify={collapsed ? 'center' : 'space-between'}
        gap="2"
        minH="8"
        ps={collapsed ? '0' : '3'}
      >
        {collapsed ? null : (
          <Text fontWeight="bold" fontSize="lg" color="brand.fg" truncate>
            Pokayoke Admin
          </Text>
        )}
        {headerAction}
      </Flex>

      {collapsed ? null : (
        <Box px="3" minW="0">
          <Text fontWeight="medium" truncate>
            {name}
          </Text>
          {user?.email ? (
            <Text textStyle="sm" color="fg.muted" truncate>
              {user.email}
            </Text>
          ) : null}
        </Box>
      )}

      <Box as="nav" aria-label="Main" flex="1" overflowY="auto">
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {entries.map((entry) => {
            const active = isActive(pathname, entry.link);
            const Icon = SIDEBAR_ICONS[entry.icon];
            const preload = () => loader.preload(entry.route);
            return (
              <li key={entry.link}>
                <WithTooltip label={entry.label} show={collapsed}>
                  <Button
                    asChild
                    variant={active ? 'subtle' : 'ghost'}
                    colorPalette={active ? 'brand' : 'gray'}
                    w="full"
                    justifyContent={collapsed ? 'center' : 'flex-start'}
                    px={collapsed ? '0' : '3'}
                    fontWeight={active ? 'semibold' : 'medium'}
                    aria-label={collapsed ? entry.label : undefined}
                  >
                    <RouterLink
                      to={entry.link}
                      aria-current={active ? 'page' : undefined}
                      onMouseEnter={preload}
                      onFocus={preload}
                      onClick={onNavigate}
                    >
                      <Icon aria-hidden />
                      {collapsed ? null : entry.label}
                    </RouterLink>
                  </Button>
                </WithTooltip>
              </li>
            );
          })}
        </Stack>
      </Box>

      <WithTooltip label="Logout" show={collapsed}>
        <Button
          variant="outline"
          colorPalette="red"
          w="full"
          px={collapsed ? '0' : '3'}
          justifyContent={collapsed ? 'center' : 'flex-start'}
          loading={isSigningOut}
          aria-label={collapsed ? 'Logout' : undefined}
          onClick={() => {
            onNavigate?.();
            void signOut();
          }}
        >
          <LuLogOut aria-hidden />
          {collapsed ? null : 'Logout'}
        </Button>
      </WithTooltip>
    </Flex>
  );
}

/**
 * docs/rules/README.md#console-layout: expanded or collapsed (icons only) on desktop; below 768px an overlay drawer, closed at
 * start, opened by the header's menu button, closed by the backdrop, Escape, or choosing an entry.
 */
export function Sidebar(): ReactElement {
  const isMobile = useIsMobile();
  const collapsed = useSidebarStore((state) => state.collapsed);
  const toggleCollapsed = useSidebarStore((state) => state.toggleCollapsed);
  const drawerOpen = useSidebarStore((state) => state.drawerOpen);
  const setDrawerOpen = useSidebarStore((state) => state.setDrawerOpen);

  if (isMobile) {
    return (
      <Drawer.Root
        open={drawerOpen}
        onOpenChange={(details) => setDrawerOpen(details.open)}
        placement="start"
        // The content's id goes through `ids`: zag finds the drawer's parts by its own ids, and an
        // `id` prop on the content would break its focus trap, Escape and outside-press handling.
        ids={{ content: SIDEBAR_DRAWER_ID }}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW={SIDEBAR_WIDTH.expanded} aria-label="Menu">
              <Drawer.Title srOnly>Menu</Drawer.Title>
              <SidebarContent
                collapsed={false}
                onNavigate={() => setDrawerOpen(false)}
                headerAction={
                  <Drawer.CloseTrigger asChild position="static">
                    <IconButton aria-label="Close menu" variant="ghost" size="sm">
                      <LuX />
                    </IconButton>
                  </Drawer.CloseTrigger>
                }
              />
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    );
  }

  return (
    <Box
      as="aside"
      aria-label="Sidebar"
      data-collapsed={collapsed ? '' : undefined}
      w={collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded}
      flexShrink={0}
      bg="bg"
      borderEndWidth="1px"
      borderColor="border"
      transition="width 0.2s ease"
      overflow="hidden"
    >
      <SidebarContent
        collapsed={collapsed}
        headerAction={
          <IconButton
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            variant="ghost"
            size="sm"
            onClick={toggleCollapsed}
          >
            {collapsed ? <LuChevronsRight /> : <LuChevronsLeft />}
          </IconButton>
        }
      />
    </Box>
  );
}
