import {
  Avatar,
  Box,
  Button,
  HStack,
  Popover,
  Portal,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, type ReactElement, type ReactNode } from 'react';
import { LuLogOut } from 'react-icons/lu';
import { useSessionStore } from 'shared-auth';
import { formatHeaderDate } from 'ui-kit/format';
import { displayName, initialsOf, memberSince, roleLabel } from './profile';
import { useSignOut } from './use-sign-out';

function Detail({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <HStack justify="space-between" gap="4" textStyle="sm">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium" textAlign="end" wordBreak="break-word">
        {children}
      </Text>
    </HStack>
  );
}

/** docs/rules/README.md#console-layout: the avatar in the header and the signed-in user's profile behind it. */
export function ProfilePopover({ today }: { today: Date }): ReactElement {
  const user = useSessionStore((state) => state.user);
  const { signOut, isSigningOut } = useSignOut();
  const initials = initialsOf(user);
  const name = displayName(user);
  const titleId = useId();

  return (
    <Popover.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
      ids={{ title: titleId }}
    >
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          rounded="full"
          p="0"
          minW="auto"
          h="auto"
          // The initials shown are a word of the name (WCAG 2.5.3, label in name), not in
          // parentheses, which axe 4.14 leaves out: speech input users say what they see.
          aria-label={`Profile of ${name || 'the signed-in user'}${initials ? `, ${initials}` : ''}`}
        >
          <Avatar.Root size="sm" colorPalette="brand" variant="solid">
            <Avatar.Fallback>{initials}</Avatar.Fallback>
          </Avatar.Root>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named by the username: the popover links its title only when the title was there on
              opening, and with lazyMount it is not, which left the dialog without a name. */}
          <Popover.Content
            w={{ base: 'calc(100vw - 2rem)', sm: '80' }}
            maxW="80"
            aria-labelledby={titleId}
          >
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="4">
                <HStack gap="3">
                  <Avatar.Root size="lg" colorPalette="brand" variant="solid">
                    <Avatar.Fallback>{initials}</Avatar.Fallback>
                  </Avatar.Root>
                  <Box minW="0">
                    <Popover.Title fontWeight="semibold" truncate>
                      {user?.username ?? ''}
                    </Popover.Title>
                    {user?.fullName ? (
                      <Text textStyle="sm" color="fg.muted" truncate>
                        {user.fullName}
                      </Text>
                    ) : null}
                  </Box>
                </HStack>
                <Separator />
                <Stack gap="2">
                  <Detail label="Role">{roleLabel(user?.role)}</Detail>
                  {user?.email ? <Detail label="Email">{user.email}</Detail> : null}
                  {user?.nik ? <Detail label="NIK">{user.nik}</Detail> : null}
                  <Detail label="Member since">
                    {formatHeaderDate(memberSince(user?.createdAt, today))}
                  </Detail>
                </Stack>
                <Button
                  onClick={() => void signOut()}
                  loading={isSigningOut}
                  variant="outline"
                  colorPalette="red"
                  size="sm"
                  w="full"
                >
                  <LuLogOut aria-hidden />
                  Sign Out
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
