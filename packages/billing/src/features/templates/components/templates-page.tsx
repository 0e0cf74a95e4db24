import { MESSAGE_EVENTS } from 'contracts/notify';
import { Alert, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { getErrorMessage, useRole } from 'shared-auth';
import { usePageTitle } from 'ui-kit/layout';
import { useRecentInvoices, useTemplates } from '../api/templates';
import { TemplateCard } from './template-card';

export const TEMPLATES_FETCH_ERROR = 'The message templates could not be loaded';

/**
 * `/app/billing/templates` (docs/rules/notify.md): one card per event, in the order a subscriber
 * meets them. Plain users read the wording and its preview; admins edit, save and reset it.
 * Neither ui-kit/form nor ui-kit/list loads here: with them (formik, yup, the table and its
 * menus) the screen would cost 434 KiB of gzipped JS, over the console's 400 KiB budget.
 */
export function TemplatesPage(): ReactElement {
  usePageTitle('Message templates');
  const templates = useTemplates();
  const invoices = useRecentInvoices();
  const readOnly = !useRole().canWrite;

  if (templates.error) {
    return (
      <Box p={{ base: '3', md: '6' }}>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{TEMPLATES_FETCH_ERROR}</Alert.Title>
            <Alert.Description>{getErrorMessage(templates.error)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void templates.refetch()}>
            Retry
          </Button>
        </Alert.Root>
      </Box>
    );
  }
  if (!templates.data) {
    return (
      <HStack p="6" role="status" gap="3">
        <Spinner size="sm" />
        <Text>Loading..</Text>
      </HStack>
    );
  }
  const ordered = [...templates.data].sort(
    (a, b) => MESSAGE_EVENTS.indexOf(a.event) - MESSAGE_EVENTS.indexOf(b.event),
  );
  return (
    <Stack p={{ base: '3', md: '6' }} gap="4" minW="0" maxW="6xl">
      <Text color="fg.muted">
        What each message says, in WhatsApp and email. Write a variable as {'{name}'}: it is filled
        in when the message is sent.
      </Text>
      {ordered.map((template) => (
        <TemplateCard
          key={template.event}
          template={template}
          invoices={invoices.data ?? []}
          readOnly={readOnly}
        />
      ))}
    </Stack>
  );
}
