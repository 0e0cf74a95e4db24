import { DEFAULT_HOTSPOT_DNS_NAME } from 'contracts/limits';
import { ROUTER_MESSAGES } from 'contracts/messages';
import { Heading, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { FormDialog, PasswordField, SwitchField, TextField } from 'ui-kit/form';
import type { Router, RouterInput } from '../../../api/types';
import { saveRouter, useRefreshRouters } from '../../../api/routers';

export interface RouterDialogProps {
  open: boolean;
  /** The router edited; null adds one. */
  router: Router | null;
  onClose(): void;
}

function initialValues(router: Router | null): RouterInput {
  return {
    routerName: router?.routerName ?? '',
    routerHost: router?.routerHost ?? '',
    routerUser: router?.routerUser ?? '',
    routerPass: '',
    routerDns: router?.routerDns ?? '',
    trafficInterface: router?.trafficInterface ?? '',
    hotspotDnsName: router?.hotspotDnsName ?? '',
    useTls: router?.useTls ?? false,
    tripayMerchantCode: '',
    tripayApiKey: '',
    tripayPrivateKey: '',
  };
}

/**
 * Add Router / Edit Router (docs/rules/routers.md#routers-screen): no client validation, the
 * server's answer is shown on the fields. Secrets are write-only, so on edit they start blank and
 * a blank one keeps what is stored.
 */
export function RouterDialog({ open, router, onClose }: RouterDialogProps): ReactElement {
  const refresh = useRefreshRouters();
  const isEdit = router !== null;
  const keepHint = 'Leave blank to keep the current one';
  return (
    <FormDialog<RouterInput>
      open={open}
      title={isEdit ? 'Edit Router' : 'Add Router'}
      initialValues={initialValues(router)}
      onSubmit={(values) => saveRouter(values, router?.id ?? null)}
      onSaved={() => void refresh()}
      onClose={onClose}
      successMessage={isEdit ? ROUTER_MESSAGES.updated : ROUTER_MESSAGES.created}
      errorMessage={isEdit ? ROUTER_MESSAGES.updateFailed : ROUTER_MESSAGES.addFailed}
      size="lg"
    >
      <TextField name="routerName" label="Router Name" placeholder="Hotspot Kantor" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          name="routerHost"
          label="Host"
          placeholder="192.168.88.1:8728"
          helperText="host or host:port (8728, or 8729 with TLS)"
          autoComplete="off"
        />
        <TextField name="routerUser" label="Username" placeholder="admin" autoComplete="off" />
      </SimpleGrid>
      <PasswordField
        name="routerPass"
        label="Password"
        helperText={isEdit && router?.hasPassword !== false ? keepHint : undefined}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          name="routerDns"
          label="DNS Server"
          placeholder="8.8.8.8"
          helperText="Optional"
        />
        <TextField
          name="trafficInterface"
          label="Traffic Interface"
          placeholder="ether1"
          helperText="Optional"
        />
      </SimpleGrid>
      <TextField
        name="hotspotDnsName"
        label="Hotspot DNS Name"
        placeholder={DEFAULT_HOTSPOT_DNS_NAME}
        helperText="The login address printed on vouchers: http://{name}/login"
        autoComplete="off"
      />
      <SwitchField
        name="useTls"
        label="Use TLS (API-SSL, port 8729)"
        helperText="A self-signed certificate is accepted only when this is on"
      />
      <Separator />
      <Stack gap="1">
        <Heading as="h3" size="sm">
          Tripay Payment Settings
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Optional.{' '}
          {isEdit && router?.tripayConfigured
            ? 'Configured; leave blank to keep the stored keys.'
            : 'Needed to sell packages online for this router.'}
        </Text>
      </Stack>
      <TextField name="tripayMerchantCode" label="Merchant Code" autoComplete="off" />
      <PasswordField name="tripayApiKey" label="API Key" />
      <PasswordField name="tripayPrivateKey" label="Private Key" />
    </FormDialog>
  );
}
