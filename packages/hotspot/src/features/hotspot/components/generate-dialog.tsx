import { Box, Button, Dialog, HStack, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactElement } from 'react';
import { LuPrinter, LuRefreshCw } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { http } from 'shared-auth';
import { successEnvelope } from 'ui-kit/envelope';
import { formatNumber } from 'ui-kit/format';
import {
  FormDialog,
  NumberField,
  SelectField,
  TextField,
  useFormikContext,
  yup,
} from 'ui-kit/form';
import { HOTSPOT_LIMITS, HOTSPOT_PREFIX_PATTERN } from 'contracts/limits';
import { HOTSPOT_FIELD_MESSAGES as M } from 'contracts/messages';
import { hotspotPaths, useRefreshHotspot } from '../api/hotspot';
import { parseBytesLimit } from '../lib/bytes-limit';
import { DATA_LIMIT_MESSAGE } from './user-dialog';
import type { HotspotProfile, VoucherBatchCreated, VoucherMode } from '../api/types';
import { HOTSPOT_TEXT } from '../lib/messages';
import {
  VOUCHER_CHARSETS,
  VOUCHER_CHARSET_LABELS,
  formatPossibleCodes,
  isVoucherCharset,
  possibleCodes,
  sampleCode,
  type VoucherCharset,
} from '../lib/voucher-code';
import { batchPagePath, batchPrintPath } from './vouchers-tab';

/** The limits of `POST /hotspot/{routerId}/vouchers` (docs/rules/hotspot.md#vouchers). */
export const VOUCHER_LIMITS = {
  countMin: HOTSPOT_LIMITS.count.min,
  countMax: HOTSPOT_LIMITS.count.max,
  lengthMin: HOTSPOT_LIMITS.length.min,
  lengthMax: HOTSPOT_LIMITS.length.max,
} as const;
const PREFIX = new RegExp(HOTSPOT_PREFIX_PATTERN);

export interface GenerateValues {
  profile: string;
  count: number | '';
  mode: VoucherMode;
  length: number | '';
  prefix: string;
  charset: VoucherCharset;
  limitUptime: string;
  limitBytesTotal: string;
  note: string;
}

export const generateSchema = yup.object({
  profile: yup.string().required(M.profile),
  count: yup
    .number()
    .typeError(M.count)
    .required(M.count)
    .integer(M.count)
    .min(VOUCHER_LIMITS.countMin, M.count)
    .max(VOUCHER_LIMITS.countMax, M.count),
  length: yup
    .number()
    .typeError(M.length)
    .required(M.length)
    .integer(M.length)
    .min(VOUCHER_LIMITS.lengthMin, M.length)
    .max(VOUCHER_LIMITS.lengthMax, M.length),
  prefix: yup.string().trim().matches(PREFIX, M.prefix),
  limitBytesTotal: yup
    .string()
    .test('bytes', DATA_LIMIT_MESSAGE, (value) => parseBytesLimit(value ?? '') !== null),
});

/** What the server answers: the batch's id and the codes made. */
export type GenerateResult = VoucherBatchCreated;

export function generateBody(values: GenerateValues) {
  return {
    profile: values.profile,
    count: Number(values.count),
    mode: values.mode,
    length: Number(values.length),
    prefix: values.prefix.trim(),
    charset: values.charset,
    limitUptime: values.limitUptime.trim(),
    limitBytesTotal: parseBytesLimit(values.limitBytesTotal) ?? 0,
    note: values.note.trim(),
  };
}

/** The live preview: one sample code of the chosen alphabet and length, and how many codes there can be. */
export function CodePreview(): ReactElement {
  const { values, isSubmitting } = useFormikContext<GenerateValues>();
  const [seed, setSeed] = useState(0);
  const length = Number(values.length);
  const lengthOk =
    Number.isInteger(length) &&
    length >= VOUCHER_LIMITS.lengthMin &&
    length <= VOUCHER_LIMITS.lengthMax;
  const charset = isVoucherCharset(values.charset) ? values.charset : 'lower-digits';
  const prefix = PREFIX.test(values.prefix.trim()) ? values.prefix.trim() : '';
  const code = useMemo(
    () => (lengthOk ? sampleCode(charset, length, prefix) : ''),
    // `seed` asks for another sample.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [charset, length, lengthOk, prefix, seed],
  );
  const password = useMemo(
    () => (lengthOk && values.mode === 'userpass' ? sampleCode(charset, length) : ''),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [charset, length, lengthOk, values.mode, seed],
  );
  const count = lengthOk ? possibleCodes(charset, length) : 0;
  const wanted = Number(values.count) || 0;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.muted" aria-live="polite">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <Text textStyle="xs" color="fg.muted">
            Sample {SAMPLE_OF_MODE[values.mode]}
          </Text>
          <Text
            data-testid="sample-code"
            fontFamily="mono"
            fontWeight="bold"
            textStyle="lg"
            wordBreak="break-all"
          >
            {lengthOk ? (values.mode === 'userpass' ? `${code} / ${password}` : code) : '—'}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="outline"
          onClick={() => setSeed((value) => value + 1)}
          disabled={!lengthOk}
        >
          <LuRefreshCw aria-hidden />
          Another
        </Button>
      </HStack>
      <Text textStyle="sm" mt="2" data-testid="possible-codes">
        {lengthOk
          ? `${VOUCHER_CHARSETS[charset].length} characters, ${length} long: ${formatPossibleCodes(count)} possible codes`
          : 'Choose a length of 4 to 12'}
      </Text>
      {lengthOk && wanted > 0 && wanted * 10 > count ? (
        <Text textStyle="sm" color="fg.warning" mt="1">
          That is few codes for {formatNumber(wanted)} vouchers: choose a longer code or a larger
          character set.
        </Text>
      ) : null}
      {isSubmitting ? (
        <Text textStyle="sm" mt="2" role="status" fontWeight="medium">
          Generating {formatNumber(wanted)} vouchers on the router… this takes a moment for large
          batches.
        </Text>
      ) : null}
    </Box>
  );
}

/** What the preview shows one of: a code (voucher mode) or a user and its password. */
const SAMPLE_OF_MODE = { voucher: 'code', userpass: 'user / password' } as const;
function ResultDialog({
  routerId,
  result,
  onClose,
}: {
  routerId: string;
  result: GenerateResult | null;
  onClose(): void;
}): ReactElement {
  return (
    <Dialog.Root
      open={result !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Vouchers generated</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {formatNumber(result?.count ?? 0)} vouchers are on the router, ready to sell.
              </Text>
              {result?.vouchers[0] ? (
                <Text mt="2" color="fg.muted" textStyle="sm">
                  First:{' '}
                  <Text as="span" fontFamily="mono">
                    {result.vouchers[0].name}
                  </Text>
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer gap="2" flexWrap="wrap">
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              {result ? (
                <>
                  <Button asChild variant="outline">
                    <Link to={batchPagePath(routerId, result.id)}>Open batch</Link>
                  </Button>
                  <Button asChild colorPalette="brand">
                    <Link to={batchPrintPath(routerId, result.id)}>
                      <LuPrinter aria-hidden />
                      Print
                    </Link>
                  </Button>
                </>
              ) : null}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function GenerateDialog({
  routerId,
  open,
  profiles,
  onClose,
}: {
  routerId: string;
  open: boolean;
  profiles: readonly HotspotProfile[];
  onClose(): void;
}): ReactElement {
  const refresh = useRefreshHotspot(routerId);
  const [result, setResult] = useState<GenerateResult | null>(null);
  const names = profiles.map((profile) => profile.name);
  const initial: GenerateValues = {
    profile: names.find((name) => name !== 'default') ?? names[0] ?? '',
    count: 10,
    mode: 'voucher',
    length: 6,
    prefix: '',
    charset: 'lower-digits',
    limitUptime: '',
    limitBytesTotal: '',
    note: '',
  };
  return (
    <>
      <FormDialog<GenerateValues>
        open={open}
        size="lg"
        title="Generate Vouchers"
        saveLabel="Generate"
        initialValues={initial}
        validationSchema={generateSchema}
        onSubmit={async (values) => {
          const response = await http.post<unknown>(
            hotspotPaths(routerId).vouchers,
            generateBody(values),
          );
          const saved = successEnvelope.readSave<GenerateResult>(response.data);
          if (saved.result) setResult(saved.result);
          return saved;
        }}
        onSaved={() => void refresh()}
        onClose={onClose}
        successMessage={HOTSPOT_TEXT.batchCreated}
        errorMessage={HOTSPOT_TEXT.generateFailed}
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField
            name="profile"
            label="Profile"
            required
            options={names.map((name) => ({ value: name, label: name }))}
            placeholder={names.length === 0 ? 'No profiles yet' : undefined}
          />
          <NumberField
            name="count"
            label="Count"
            required
            min={1}
            max={5000}
            helperText="1 to 5.000"
          />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField
            name="mode"
            label="Mode"
            options={[
              { value: 'voucher', label: 'Voucher (code = password)' },
              { value: 'userpass', label: 'User + password' },
            ]}
          />
          <SelectField
            name="charset"
            label="Characters"
            options={(Object.keys(VOUCHER_CHARSETS) as VoucherCharset[]).map((charset) => ({
              value: charset,
              label: VOUCHER_CHARSET_LABELS[charset],
            }))}
            helperText="Never 0 O o 1 l I: they read alike on paper"
          />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <NumberField
            name="length"
            label="Length"
            required
            min={4}
            max={12}
            helperText="4 to 12, after the prefix"
          />
          <TextField
            name="prefix"
            label="Prefix"
            placeholder="HS"
            helperText="Optional, up to 6 letters or digits"
          />
        </SimpleGrid>
        <CodePreview />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            name="limitUptime"
            label="Time Limit"
            placeholder="3h"
            helperText="Total online time; empty: the profile's"
          />
          <TextField
            name="limitBytesTotal"
            label="Data Limit"
            placeholder="2G"
            helperText="e.g. 500M or 2G; empty: none"
          />
        </SimpleGrid>
        <TextField name="note" label="Note" placeholder="Warung Bu Sri, November" />
      </FormDialog>
      <ResultDialog routerId={routerId} result={result} onClose={() => setResult(null)} />
    </>
  );
}
