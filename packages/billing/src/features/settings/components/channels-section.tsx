import { BILLING_LIMITS } from 'contracts/limits';
import { BILLING_FIELD_MESSAGES } from 'contracts/messages';
import { NOTIFY_FIELD_MESSAGES, type MessageChannel } from 'contracts/notify';
import type { BillingSettings, SettingsTestResult } from 'contracts/types';
import { Badge, Box, Button, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState, type ReactElement } from 'react';
import { LuSave, LuSend } from 'react-icons/lu';
import { FailedAnswerError, getErrorMessage } from 'shared-auth';
import {
  FormDialog,
  FormikProvider,
  PasswordField,
  TextField,
  applyServerErrors,
  useFormik,
  yup,
} from 'ui-kit/form';
import { ConfirmDialog, READ_ONLY_TITLES, useCanWrite } from 'ui-kit/common';
import { notify } from 'ui-kit/toast';
import { CHANNEL_LABELS } from '../../messages';
import {
  CHANNEL_TARGET_LABELS,
  channelsBody,
  sendTestMessage,
  toChannelValues,
  useSaveSettingsPart,
  type ChannelValues,
} from '../api/channels';

const L = BILLING_LIMITS;
const M = BILLING_FIELD_MESSAGES;

export const CHANNELS_SAVED = 'Channels saved';
export const TOKEN_CLEARED = 'WhatsApp token cleared';
export const SEND_TEST_LABEL = 'Send test';
export const CLEAR_TOKEN_LABEL = 'Clear token';
export const TEST_NOT_SENT = 'The test message was not sent';

// The server's rules and messages (docs/rules/billing.md#settings), checked before the round trip.
const channelsSchema = yup.object({
  waBaseUrl: yup
    .string()
    .trim()
    .max(L.waBaseUrl.max, M.waBaseUrl)
    .matches(/^(?:|https?:\/\/\S+)$/, M.waBaseUrl),
  waToken: yup.string().max(L.waToken.max, M.waToken),
  emailFrom: yup.string().trim().max(L.emailFrom.max, M.emailFrom).email(M.emailFrom),
});

function TestResultLine({ result }: { result: SettingsTestResult }): ReactElement {
  return (
    <Text textStyle="sm" role="status" color={result.ok ? 'fg.success' : 'fg.error'}>
      {result.ok
        ? `Last test: sent to ${result.to}${result.providerId ? ` (gateway id ${result.providerId})` : ''}.`
        : `Last test to ${result.to} failed: ${result.error ?? TEST_NOT_SENT}.`}
    </Text>
  );
}

function SendTestDialog({
  channel,
  onClose,
  onResult,
}: {
  channel: MessageChannel | null;
  onClose(): void;
  onResult(result: SettingsTestResult): void;
}): ReactElement {
  const label = channel ? CHANNEL_TARGET_LABELS[channel] : '';
  return (
    <FormDialog<{ to: string }>
      open={channel !== null}
      title={`${SEND_TEST_LABEL}: ${channel ? CHANNEL_LABELS[channel] : ''}`}
      initialValues={{ to: '' }}
      validationSchema={yup.object({ to: yup.string().trim().required(NOTIFY_FIELD_MESSAGES.to) })}
      saveLabel={SEND_TEST_LABEL}
      size="sm"
      onClose={onClose}
      onSubmit={async ({ to }) => {
        if (!channel) return;
        const result = await sendTestMessage({ channel, to: to.trim() });
        onResult(result);
        // The gateway refused: the dialog shows its reason and stays open for another target.
        if (!result.ok) {
          throw new FailedAnswerError(200, {
            success: false,
            message: result.error ?? TEST_NOT_SENT,
          });
        }
        return { message: `Test message sent to ${result.to}` };
      }}
    >
      <TextField
        name="to"
        label={label}
        type={channel === 'email' ? 'email' : 'tel'}
        inputMode={channel === 'email' ? 'email' : 'tel'}
        placeholder={channel === 'email' ? 'nama@contoh.net' : '0812…'}
        required
      />
    </FormDialog>
  );
}

/**
 * The billing settings' Channels (docs/rules/notify.md): the WhatsApp gateway's address and token
 * (write-only: the screen says whether one is saved and takes a new one, or clears it), the sender
 * email, and Send test per channel with the gateway's answer. Its own form and Save: the days and
 * quiet hours above are another part of the same settings.
 */
export function ChannelsSection({
  settings,
}: {
  settings: BillingSettings | undefined;
}): ReactElement {
  const headingId = useId();
  const canWrite = useCanWrite();
  const save = useSaveSettingsPart();
  const [testing, setTesting] = useState<MessageChannel | null>(null);
  const [results, setResults] = useState<Partial<Record<MessageChannel, SettingsTestResult>>>({});
  const [clearing, setClearing] = useState(false);
  const [clearError, setClearError] = useState<string | null>(null);
  const [clearPending, setClearPending] = useState(false);
  const formik = useFormik<ChannelValues>({
    initialValues: toChannelValues(settings),
    enableReinitialize: true,
    validationSchema: channelsSchema,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await save(channelsBody(values));
        notify.success(saved.message?.trim() ? saved.message : CHANNELS_SAVED);
        helpers.resetForm({ values: { ...values, waToken: '' } });
      } catch (error) {
        applyServerErrors(error, helpers);
      }
    },
  });
  const tokenSet = settings?.waTokenSet === true;
  const readOnlyTitle = canWrite ? undefined : READ_ONLY_TITLES.edit;

  async function clearToken(): Promise<void> {
    setClearPending(true);
    setClearError(null);
    try {
      await save({ waToken: '' });
      notify.success(TOKEN_CLEARED);
      setClearing(false);
    } catch (error) {
      setClearError(getErrorMessage(error));
    } finally {
      setClearPending(false);
    }
  }

  function testButton(channel: MessageChannel): ReactElement {
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setTesting(channel)}
        disabled={!canWrite}
        title={readOnlyTitle}
        aria-label={`${SEND_TEST_LABEL}: ${CHANNEL_LABELS[channel]}`}
      >
        <LuSend aria-hidden />
        {SEND_TEST_LABEL}
      </Button>
    );
  }

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      px={{ base: '4', md: '6' }}
      pb="6"
      maxW="3xl"
    >
      <Stack gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          Channels
        </Heading>
        <Text color="fg.muted">
          How reminders and receipts reach subscribers: WhatsApp through a gateway, and email.
        </Text>
      </Stack>
      <Box
        bg="bg"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        shadow="xs"
        p={{ base: '4', md: '6' }}
      >
        <FormikProvider value={formik}>
          <chakra.form onSubmit={formik.handleSubmit} aria-label="Channels" noValidate>
            <Stack gap="5">
              <Stack gap="3">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Heading as="h3" size="md">
                    {CHANNEL_LABELS.whatsapp}
                  </Heading>
                  {testButton('whatsapp')}
                </HStack>
                <TextField
                  name="waBaseUrl"
                  label="Gateway URL"
                  type="url"
                  inputMode="url"
                  placeholder="https://api.fonnte.com"
                  helperText="Messages are posted to this address + /send."
                  maxLength={L.waBaseUrl.max}
                  readOnly={!canWrite}
                />
                <HStack gap="2" wrap="wrap">
                  <Text textStyle="sm" fontWeight="medium">
                    Token
                  </Text>
                  <Badge
                    colorPalette={tokenSet ? 'green' : 'gray'}
                    variant="subtle"
                    data-testid="wa-token-state"
                  >
                    {tokenSet ? 'set' : 'not set'}
                  </Badge>
                  {tokenSet && canWrite ? (
                    <Button
                      type="button"
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => {
                        setClearError(null);
                        setClearing(true);
                      }}
                    >
                      {CLEAR_TOKEN_LABEL}
                    </Button>
                  ) : null}
                </HStack>
                {canWrite ? (
                  <PasswordField
                    name="waToken"
                    label={tokenSet ? 'New token' : 'Token'}
                    helperText={
                      tokenSet
                        ? 'The saved token is never shown. Type a new one to replace it; leave empty to keep it.'
                        : 'The gateway’s API token; kept sealed and never shown again.'
                    }
                    autoComplete="off"
                  />
                ) : null}
                {results.whatsapp ? <TestResultLine result={results.whatsapp} /> : null}
              </Stack>
              <Stack gap="3">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Heading as="h3" size="md">
                    {CHANNEL_LABELS.email}
                  </Heading>
                  {testButton('email')}
                </HStack>
                <TextField
                  name="emailFrom"
                  label="Sender email"
                  type="email"
                  inputMode="email"
                  placeholder="tagihan@contoh.net"
                  helperText="The From address of invoices and receipts sent by email."
                  maxLength={L.emailFrom.max}
                  readOnly={!canWrite}
                />
                {results.email ? <TestResultLine result={results.email} /> : null}
              </Stack>
              <HStack justify="flex-end">
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={formik.isSubmitting}
                  disabled={!canWrite || !formik.dirty}
                  title={readOnlyTitle}
                >
                  <LuSave aria-hidden />
                  Save channels
                </Button>
              </HStack>
            </Stack>
          </chakra.form>
        </FormikProvider>
      </Box>
      <SendTestDialog
        channel={testing}
        onClose={() => setTesting(null)}
        onResult={(result) => setResults((current) => ({ ...current, [result.channel]: result }))}
      />
      <ConfirmDialog
        open={clearing}
        title={CLEAR_TOKEN_LABEL}
        message="WhatsApp messages stop until a new token is saved."
        confirmLabel={CLEAR_TOKEN_LABEL}
        tone="danger"
        pending={clearPending}
        error={clearError}
        onConfirm={() => void clearToken()}
        onCancel={() => setClearing(false)}
      />
    </Stack>
  );
}
