import { BILLING_LIMITS } from 'contracts/limits';
import { ROUTER_FIELD_MESSAGES, ROUTER_MESSAGES } from 'contracts/messages';
import type { Router } from 'contracts/types';
import { Alert, Box, Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactElement } from 'react';
import { LuSave } from 'react-icons/lu';
import { getErrorMessage } from 'shared-auth';
import {
  FormikProvider,
  SAVE_LABEL,
  TextField,
  applyServerErrors,
  useFormik,
  yup,
} from 'ui-kit/form';
import { READ_ONLY_TITLES, useCanWrite } from 'ui-kit/common';
import { notify } from 'ui-kit/toast';
import { useRouters } from '../../../api/routers';
import { useSaveIsolateProfile } from '../api/router-isolate-profile';

const L = BILLING_LIMITS.isolateProfile;
const MESSAGE = ROUTER_FIELD_MESSAGES.isolateProfile;
export const ISOLATE_PROFILES_TITLE = 'Isolate profile per router';
export const NO_ROUTERS_TEXT = 'No routers yet: add one under Routers first.';

// The API's rule and message for the field (the router schema's isolateProfile).
const schema = yup.object({
  isolateProfile: yup.string().trim().required(MESSAGE).min(L.min, MESSAGE).max(L.max, MESSAGE),
});

/** One router's isolate profile: its own small form, saved on its own. */
function RouterIsolateProfileForm({
  router,
  readOnly,
}: {
  router: Router;
  readOnly: boolean;
}): ReactElement {
  const save = useSaveIsolateProfile();
  const formId = useId();
  const formik = useFormik({
    initialValues: { isolateProfile: router.isolateProfile },
    enableReinitialize: true,
    validationSchema: schema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await save(router.id, values.isolateProfile);
        notify.success(saved.message ?? ROUTER_MESSAGES.updated);
      } catch (error) {
        applyServerErrors(error, helpers);
      }
    },
  });
  return (
    <FormikProvider value={formik}>
      <form
        id={formId}
        noValidate
        aria-label={`Isolate profile of ${router.routerName}`}
        onSubmit={formik.handleSubmit}
      >
        <HStack gap="3" align="end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Box flex="1" minW="0">
            <TextField
              name="isolateProfile"
              label={router.routerName}
              placeholder={L.default}
              maxLength={L.max}
              readOnly={readOnly}
            />
          </Box>
          <Button
            type="submit"
            variant="outline"
            loading={formik.isSubmitting}
            loadingText={SAVE_LABEL}
            disabled={readOnly || !formik.dirty}
            title={readOnly ? READ_ONLY_TITLES.edit : undefined}
            aria-label={`${SAVE_LABEL} ${router.routerName}`}
          >
            <LuSave aria-hidden />
            {SAVE_LABEL}
          </Button>
        </HStack>
      </form>
    </FormikProvider>
  );
}

/**
 * The settings screen's section of routers (docs/rules/billing.md#settings): each router's
 * isolate profile, the PPP profile its subscribers get when isolated (made on the router with
 * `rate-limit 64k/64k` when missing). Admins change it; plain users read it.
 */
export function RouterIsolateProfiles(): ReactElement {
  const routers = useRouters();
  const readOnly = !useCanWrite();
  const headingId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      px={{ base: '4', md: '6' }}
      pb="6"
      w="full"
      maxW="3xl"
    >
      <Stack gap="1">
        <Heading as="h2" id={headingId} size="md">
          {ISOLATE_PROFILES_TITLE}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          The PPP profile an isolated subscriber&apos;s secret gets on its router; made there with
          rate-limit 64k/64k when missing.
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
        {routers.isLoading ? (
          <HStack role="status" gap="3">
            <Spinner size="sm" />
            <Text>Loading..</Text>
          </HStack>
        ) : routers.error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{getErrorMessage(routers.error)}</Alert.Title>
          </Alert.Root>
        ) : routers.rows.length === 0 ? (
          <Text color="fg.muted">{NO_ROUTERS_TEXT}</Text>
        ) : (
          <Stack gap="4">
            {routers.rows.map((router) => (
              <RouterIsolateProfileForm key={router.id} router={router} readOnly={readOnly} />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
